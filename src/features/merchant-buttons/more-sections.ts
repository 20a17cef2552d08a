/** The feature's parts loaded on demand (see load-more-sections.ts). */
export { ButtonEditor } from './button-editor';
export { BusinessLogosSection } from './business-logos';
export { DeleteButtonDialog } from './delete-button-dialog';
export { PbnSettingsSection } from './pbn-settings';
