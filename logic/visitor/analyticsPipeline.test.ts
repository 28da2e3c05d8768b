import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pipelineEventPayload } from './analyticsEvents.ts';
import { PIPELINE_EVENT_FIELDS, PIPELINE_SCHEMAS, pipelineIdentity } from './analyticsPipeline.ts';

describe('shopper spec, entities Analytics event fields (newer): the events pipeline', () => {
  it('the payload carries exactly the listed fields', () => {
    const payload = pipelineEventPayload({ analyticsId: '1', sessionId: '1.2', url: 'https://shop.test/', windowSize: { width: 1, height: 1 }, now: 1, schemaName: PIPELINE_SCHEMAS.pageView, websiteId: 'w' });
    expect(Object.keys(payload).sort()).toEqual([...PIPELINE_EVENT_FIELDS].sort());
  });

  it('reads the analytics id from ss_cid and the session from the visitor record\'s latest visit', () => {
    expect(pipelineIdentity({ ss_cid: '4821903', ss_cvr: '4821903|1772000000000|1772500000000|1772870400000|3' })).toEqual({
      analyticsId: '4821903', sessionId: '4821903.1772870400000',
    });
  });

  it('a new visit is a new session', () => {
    const before = pipelineIdentity({ ss_cvr: '7|1|1|1000|1' }).sessionId;
    const after = pipelineIdentity({ ss_cvr: '7|1|1000|3000000|2' }).sessionId;
    expect(before).not.toBe(after);
  });

  it('absent or unreadable census cookies give no ids', () => {
    expect(pipelineIdentity({})).toEqual({ analyticsId: null, sessionId: null });
    expect(pipelineIdentity({ ss_cid: '0x1f', ss_cvr: 'not|a|record' })).toEqual({ analyticsId: null, sessionId: null });
    expect(pipelineIdentity(null)).toEqual({ analyticsId: null, sessionId: null });
  });

  it('hostile cookies never throw (property)', () => {
    fc.assert(fc.property(fc.anything(), (cookies) => {
      const identity = pipelineIdentity(cookies as never);
      return (identity.analyticsId === null || /^[1-9]\d*$/.test(identity.analyticsId)) && (identity.sessionId === null || typeof identity.sessionId === 'string');
    }));
    fc.assert(fc.property(fc.string(), fc.string(), (ss_cid, ss_cvr) => typeof pipelineIdentity({ ss_cid, ss_cvr }) === 'object'));
  });
});
