export { createQueryClient } from './create-query-client';
