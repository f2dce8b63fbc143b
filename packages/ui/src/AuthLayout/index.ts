export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
