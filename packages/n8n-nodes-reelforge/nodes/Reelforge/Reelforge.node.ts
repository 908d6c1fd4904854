import {
  NodeConnectionTypes,
  NodeOperationError,
  type IExecuteFunctions,
  type ILoadOptionsFunctions,
  type INodeExecutionData,
  type INodePropertyOptions,
  type INodeType,
  type INodeTypeDescription,
} from 'n8n-workflow';
import { reelforgeProperties } from './descriptions';
import { listConnections, OPERATIONS } from './operations';

export class Reelforge implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Reelforge',
    name: 'reelforge',
    icon: 'file:reelforge.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Make, render and schedule short videos with Reelforge',
    defaults: { name: 'Reelforge' },
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'reelforgeApi', required: true }],
    properties: reelforgeProperties,
  };

  methods = {
    loadOptions: {
      /** The platforms with a connected account, for Schedule's platform list. */
      async getConnectedPlatforms(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const connections = await listConnections(this);
        const platforms = [...new Set(connections.map((c) => String(c.platform)))];
        return platforms.map((p) => ({ name: p.charAt(0).toUpperCase() + p.slice(1), value: p }));
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      const resource = this.getNodeParameter('resource', i) as string;
      const operation = this.getNodeParameter('operation', i) as string;
      const run = OPERATIONS[resource]?.[operation];
      try {
        if (!run)
          throw new NodeOperationError(this.getNode(), `Unknown operation ${resource}.${operation}`, { itemIndex: i });
        const result = await run(this, i);
        out.push(
          ...this.helpers.constructExecutionMetaData(this.helpers.returnJsonArray(result), { itemData: { item: i } }),
        );
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [out];
  }
}
