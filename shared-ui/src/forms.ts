// 'shared-ui/forms': form fields, the dialog, tabs and the progress bar, shared as a Module
// Federation module of its own (shared-config/webpack/shared-modules.js), apart from
// 'shared-ui', which every page loads: a shared package is never tree-shaken, so /home would
// otherwise download all of them (~3 KB compressed) without drawing any. What these modules
// use from the rest of shared-ui (Button, the field context) they import from 'shared-ui', so
// there is still one copy of each (one FieldContext for Field and TextInput).
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Field, type FieldProps } from './field';
export { Fieldset } from './fieldset';
export { Label } from './label';
export { TextArea, type TextAreaProps } from './text-area';
export { Select, type SelectProps } from './select';
export { Modal, type ModalProps, type ModalSize } from './modal';
export { ProgressBar, type ProgressBarProps, type ProgressTone } from './progress-bar';
