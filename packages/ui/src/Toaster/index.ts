export { notify, TOAST_DURATION_MS, type NotifyOptions, type ToastVariant } from './notify';
export { Toaster, TOAST_HOTKEY } from './Toaster';
