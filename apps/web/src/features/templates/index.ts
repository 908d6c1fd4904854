// The templates feature's public surface: the dashboard, the studio and the AI video flow compose these.
export { useTemplates } from './api/templates';
export { ContentLibraryCard } from './components/content-library-card';
export { CreateManyDialog } from './components/create-many-dialog';
export { TemplatePicker } from './components/template-picker';
export { SaveAsTemplateDialog } from './components/save-as-template-dialog';
