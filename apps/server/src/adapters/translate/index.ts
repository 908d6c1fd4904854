export { createLibreTranslate, libreCode, type LibreTranslateConfig } from './libretranslate.ts';
export { llmTranslator, languageName, TRANSLATION_SCHEMA_NAME } from './llm-translator.ts';
export { TranslateError, type TextTranslator, type TranslateErrorCode } from './translator.ts';
