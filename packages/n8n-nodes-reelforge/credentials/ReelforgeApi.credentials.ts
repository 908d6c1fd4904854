import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

/** A Reelforge site and a personal API token (Settings -> API tokens), sent as `Authorization: Bearer rf_...`. */
export class ReelforgeApi implements ICredentialType {
  name = 'reelforgeApi';

  displayName = 'Reelforge API';

  documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-reelforge';

  icon = 'file:reelforge.svg' as const;

  properties: INodeProperties[] = [
    {
      displayName: 'Site URL',
      name: 'url',
      type: 'string',
      default: '',
      placeholder: 'https://reelforge.example.com',
      description: 'The address you open Reelforge at',
      required: true,
    },
    {
      displayName: 'API Token',
      name: 'apiToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      placeholder: 'rf_...',
      description:
        'A personal API token from Reelforge (Settings -> API tokens). Reading needs a read token; making videos, posts and the trigger need a write token.',
      required: true,
    },
  ];

  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: {
      headers: { Authorization: '=Bearer {{$credentials.apiToken}}' },
    },
  };

  // The signed-in user: 200 for a live token, 401 for a wrong or revoked one.
  test: ICredentialTestRequest = {
    request: {
      baseURL: '={{$credentials.url}}',
      url: '/api/auth/user',
      method: 'GET',
    },
  };
}
