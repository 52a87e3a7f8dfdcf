export type InfoIssue = 'unsupported' | 'lowBandwidth' | 'weakHardware' | 'offline';

export interface EnvironmentFacts {
  online: boolean;
  /** Features the site needs: IntersectionObserver, CSS grid and custom properties, fetch. */
  supported: boolean;
  effectiveType?: string;
  saveData?: boolean;
  hardwareConcurrency?: number;
  deviceMemory?: number;
}

/** Which info-layer messages apply; a weak device is one core or under 1 GB of memory. */
export function detectIssues(facts: EnvironmentFacts): InfoIssue[] {
  const issues: InfoIssue[] = [];
  if (!facts.supported) issues.push('unsupported');
  if (!facts.online) issues.push('offline');
  if (facts.saveData || facts.effectiveType === 'slow-2g' || facts.effectiveType === '2g') issues.push('lowBandwidth');
  if ((facts.hardwareConcurrency !== undefined && facts.hardwareConcurrency < 2) || (facts.deviceMemory !== undefined && facts.deviceMemory < 1)) {
    issues.push('weakHardware');
  }
  return issues;
}

export function currentFacts(): EnvironmentFacts {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean }; deviceMemory?: number };
  const supported =
    typeof IntersectionObserver !== 'undefined' &&
    typeof fetch !== 'undefined' &&
    typeof CSS !== 'undefined' &&
    CSS.supports('display', 'grid') &&
    CSS.supports('color', 'var(--x)');
  return {
    online: nav.onLine,
    supported,
    effectiveType: nav.connection?.effectiveType,
    saveData: nav.connection?.saveData,
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
  };
}
