export { zodResolver } from './zod-resolver';
