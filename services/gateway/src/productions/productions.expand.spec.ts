import { create } from '@bufbuild/protobuf';
import {
  JobPageSchema,
  JobSchema,
  ProductionSchema,
  ProductionsCalls,
  ProjectPageSchema,
  ProjectSchema,
} from '@callsheet/contracts';
import type { RpcClient } from '@callsheet/kernel';
import { withExpansions } from '../http/expand-query.js';
import { ProductionsExpanders } from './productions.expand.js';

const production = create(ProductionSchema, { id: 'prod-1', accountId: 'acct-1', status: 'draft' });
const project = create(ProjectSchema, { id: 'proj-1', accountId: 'acct-1', productionId: 'prod-1', status: 'draft' });
const job = create(JobSchema, {
  id: 'job-1',
  accountId: 'acct-1',
  productionId: 'prod-1',
  projectId: 'proj-1',
  status: 'draft',
});

/** Answers each call from the records above and records what was asked. */
function fakeRpc() {
  const sent: { pattern: string; request: Record<string, unknown> }[] = [];
  const replies: Record<string, unknown> = {
    [ProductionsCalls.getProduction.pattern]: production,
    [ProductionsCalls.getProject.pattern]: project,
    [ProductionsCalls.projectsByProduction.pattern]: create(ProjectPageSchema, { data: [project], hasMore: true }),
    [ProductionsCalls.jobsByProject.pattern]: create(JobPageSchema, { data: [job], hasMore: false }),
  };
  const rpc = {
    send: (call: { pattern: string }, request: Record<string, unknown>) => {
      sent.push({ pattern: call.pattern, request });
      return Promise.resolve(replies[call.pattern]);
    },
  } as unknown as RpcClient;
  return { rpc, sent };
}

describe('ProductionsExpanders', () => {
  it('expands a job into its production and project, read as the caller’s account', async () => {
    const { rpc, sent } = fakeRpc();
    const expanded = (await withExpansions(
      { id: job.id },
      job,
      ['production', 'project'],
      new ProductionsExpanders(rpc, 'acct-1').job(),
    )) as Record<string, { id: string }>;
    expect(expanded.production.id).toBe('prod-1');
    expect(expanded.project.id).toBe('proj-1');
    expect(sent.map(({ request }) => [request.accountId, request.id])).toEqual([
      ['acct-1', 'prod-1'],
      ['acct-1', 'proj-1'],
    ]);
  });

  it('expands a production into the first page of its projects', async () => {
    const { rpc, sent } = fakeRpc();
    const expanded = (await withExpansions(
      { id: production.id },
      production,
      ['projects'],
      new ProductionsExpanders(rpc, 'acct-1').production(),
    )) as Record<string, { data: { id: string }[]; has_more: boolean }>;
    expect(expanded.projects).toMatchObject({ data: [{ id: 'proj-1', productionId: 'prod-1' }], has_more: true });
    expect(sent[0].request).toMatchObject({ productionId: 'prod-1', page: { limit: 25 } });
  });

  it('expands a project into its production and the first page of its jobs', async () => {
    const { rpc } = fakeRpc();
    const expanded = (await withExpansions(
      { id: project.id },
      project,
      ['jobs', 'production'],
      new ProductionsExpanders(rpc, 'acct-1').project(),
    )) as Record<string, unknown>;
    expect(expanded).toMatchObject({
      production: { id: 'prod-1' },
      jobs: { data: [{ id: 'job-1', projectId: 'proj-1' }], has_more: false },
    });
  });
});
