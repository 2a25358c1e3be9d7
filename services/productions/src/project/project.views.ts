import { create } from '@bufbuild/protobuf';
import { ProjectFieldsSchema, ProjectSchema, type Project } from '@callsheet/contracts';
import type { StoredProject } from './project.repository.js';

export function toProjectMessage(project: StoredProject): Project {
  return create(ProjectSchema, {
    id: project.id,
    accountId: project.accountId,
    productionId: project.productionId,
    fields: create(ProjectFieldsSchema, project.data),
    status: project.status,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  });
}
