import { detectIssues } from './detect-issues';

describe('info layer issues', () => {
  const fine = { online: true, supported: true, effectiveType: '4g', hardwareConcurrency: 8, deviceMemory: 8 };
  it('finds nothing on a capable device', () => expect(detectIssues(fine)).toEqual([]));
  it('flags each condition', () => {
    expect(detectIssues({ ...fine, supported: false })).toEqual(['unsupported']);
    expect(detectIssues({ ...fine, online: false })).toEqual(['offline']);
    expect(detectIssues({ ...fine, effectiveType: '2g' })).toEqual(['lowBandwidth']);
    expect(detectIssues({ ...fine, saveData: true })).toEqual(['lowBandwidth']);
    expect(detectIssues({ ...fine, hardwareConcurrency: 1 })).toEqual(['weakHardware']);
    expect(detectIssues({ ...fine, deviceMemory: 0.5 })).toEqual(['weakHardware']);
  });
});
