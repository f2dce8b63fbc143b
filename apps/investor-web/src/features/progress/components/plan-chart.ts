/** One date of the plan chart: the planned and the verified percent reached by then. */
export interface PlanPoint {
  date: string;
  planned?: number;
  verified?: number;
}

/** The chart's height, which its placeholder keeps while recharts loads. */
export const PLAN_CHART_HEIGHT = 220;
