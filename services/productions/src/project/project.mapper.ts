import { plainInput } from '@callsheet/kernel';
import { create } from '@bufbuild/protobuf';
import { ProjectFieldsSchema, ProjectSchema, type Project, type ProjectFields } from '@callsheet/contracts';
import type { ProjectInput } from './domain/project.rules.js';
import type { StoredProject } from './project.repository.js';

export function toProjectInput(fields: ProjectFields | undefined): ProjectInput {
  return plainInput(fields ?? create(ProjectFieldsSchema));
}

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
