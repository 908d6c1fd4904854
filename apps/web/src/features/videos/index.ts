// The videos feature's public surface: the studio, the dashboard and the watch page compose these.
export { useVideos } from './api/get-videos';
export { useVideo } from './api/get-video';
export { AiVideoDialog, type AiVideoDialogProps, type AiVideoDraft } from './components/ai-video-dialog';
export { VideoEditor } from './components/video-editor';
export { VideoList } from './components/video-list';
export { VideoPlayer } from './components/video-player';
export { VideoStatusBadge } from './components/status-badge';
