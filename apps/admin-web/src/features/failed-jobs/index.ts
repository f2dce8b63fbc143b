/** The failed-jobs feature's public surface: its panel tab. */
export { FailedJobsTab } from './FailedJobsTab';
