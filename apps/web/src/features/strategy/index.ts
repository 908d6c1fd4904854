// The strategy feature's public surface: the app mounts the page at /strategy.
export { StrategyPage } from './components/strategy-page';
