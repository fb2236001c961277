// A few jobs at a time per company, a bounded queue behind them (docs/adr/0091): one company's twenty downloads
// take turns in its own lane, so another company's file reaches a thread next instead of after all twenty.

export interface CompanyLanes {
  /** `task`'s result, or null when the company's lane and its queue are full */
  run<T>(companyId: number, task: () => Promise<T>): Promise<T | null>;
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export function createCompanyLanes(perCompany: number, waitingPerCompany: number): CompanyLanes {
  const lanes = new Map<number, Lane>();
  return {
    async run(companyId, task) {
      const lane = lanes.get(companyId) ?? { running: 0, waiting: [] };
      lanes.set(companyId, lane);
      if (lane.running < perCompany) lane.running += 1;
      else if (lane.waiting.length >= waitingPerCompany) return null;
      else await new Promise<void>((resolve) => lane.waiting.push(resolve));
      try {
        return await task();
      } finally {
        // the slot passes to the next in line, or is given back
        const next = lane.waiting.shift();
        if (next) next();
        else if (--lane.running === 0) lanes.delete(companyId);
      }
    },
  };
}
