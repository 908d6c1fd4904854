export {
  createResearch,
  ResearchError,
  type Research,
  type ResearchArticle,
  type ResearchConfig,
  type ResearchErrorCode,
  type ResearchLookup,
} from './wikipedia.ts';
