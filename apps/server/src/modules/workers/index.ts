/** Worker processes and their heartbeats (table worker_heartbeats): who serves which queues. */
export { onlineWorkers, startHeartbeat, WORKER_ONLINE_WINDOW_MS } from './heartbeat.ts';
