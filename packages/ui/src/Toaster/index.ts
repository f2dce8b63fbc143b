export { notify, type NotifyOptions, type ToastVariant } from './notify';
export { Toaster, TOAST_DURATION_MS, TOAST_HOTKEY } from './Toaster';
