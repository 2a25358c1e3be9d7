import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { JobFieldsSchema, PRODUCTION_PHASES, ProjectFieldsSchema, RECORD_STATUSES } from '@callsheet/contracts';
import { KernelException } from '@callsheet/kernel';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { BodyParsedAs, parseProtoJson, protoJsonSchema } from '../http/proto-json.js';
import { PHASE_TABLE_DOC, STATUS_TABLE_DOC } from '../http/status-tables.openapi.js';

// The status and phase bodies are not messages: class-validator DTOs, documented with the tables the
// productions service enforces (rendered from the contracts' data).

export class ChangeStatusBody {
  @ApiProperty({ enum: RECORD_STATUSES, description: STATUS_TABLE_DOC })
  @IsString()
  @IsIn(RECORD_STATUSES, { message: `status must be one of ${RECORD_STATUSES.join(', ')}` })
  status!: string;
}

export class ChangePhaseBody {
  @ApiProperty({ enum: PRODUCTION_PHASES, description: PHASE_TABLE_DOC })
  @IsString()
  @IsIn(PRODUCTION_PHASES, { message: `phase must be one of ${PRODUCTION_PHASES.join(', ')}` })
  phase!: string;
}

/** A create body of a record with a parent: the parent's id beside the record's own fields. */
export interface ChildRecord<Fields> {
  parentId: string;
  fields: Fields;
}

/** Reads a child record's create body: the parent's id first (required), then the fields as their message. */
@Injectable()
export class ChildRecordPipe<Desc extends DescMessage> implements PipeTransform<
  unknown,
  ChildRecord<MessageShape<Desc>>
> {
  constructor(
    private readonly schema: Desc,
    private readonly parentField: string,
    private readonly parentMissing: string,
  ) {}

  transform(body: unknown): ChildRecord<MessageShape<Desc>> {
    const { parentId, fields } = withParent(body, this.parentField);
    if (!parentId) {
      throw KernelException.validation(this.parentField, this.parentMissing);
    }
    return { parentId, fields: parseProtoJson(this.schema, fields) };
  }
}

/** Splits a create body into the parent's id and the record's own fields. */
function withParent(body: unknown, parentField: string): { parentId: string; fields: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { parentId: '', fields: body };
  }
  const { [parentField]: parentId, ...fields } = body as Record<string, unknown>;
  return { parentId: typeof parentId === 'string' ? parentId : '', fields };
}

/** A child record's create body as ChildRecordPipe reads it, for OpenAPI: the parent's id and the fields. */
function childBody(fields: DescMessage, parentField: string, parent: string, child: string): ParameterDecorator {
  const schema = protoJsonSchema(fields);
  return BodyParsedAs(
    new ChildRecordPipe(fields, parentField, `${parentField} is required: the ${parent} this ${child} belongs to.`),
    {
      ...schema,
      properties: { [parentField]: { type: 'string', format: 'uuid' }, ...schema.properties },
      required: [parentField],
    },
  );
}

/** POST /api/project: `productionId` and the project's fields (wizard step 3). */
export const NewProjectBody = (): ParameterDecorator =>
  childBody(ProjectFieldsSchema, 'productionId', 'production', 'project');

/** POST /api/job: `projectId` and the job's fields (wizard step 4). */
export const NewJobBody = (): ParameterDecorator => childBody(JobFieldsSchema, 'projectId', 'project', 'job');
