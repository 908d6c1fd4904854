// The social feature's public surface: the studio, the dashboard and the scheduler compose these.
export { usePlatformStatus, type PlatformStatusItem } from './api/get-platform-status';
export { useConnections, useOAuthProviders, oauthStartUrl } from './api/get-connections';
export { SocialConnectionsDialog, type SocialConnectionsDialogProps } from './components/social-connections-dialog';
export { ManageConnectionsButton } from './components/manage-connections-button';
export { useSocialConnectReturn } from './lib/use-connect-return';
