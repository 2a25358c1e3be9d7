import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';

export const RECORD_STATUSES = ['draft', 'ready', 'active', 'complete', 'archived'] as const;
export const PRODUCTION_PHASES = ['hiring', 'freeze', 'preProduction', 'production', 'postProduction'] as const;

/**
 * The status table the productions service enforces (services/productions/src/common/record-status.ts),
 * published in the API documentation; the e2e tests check every pair against the service.
 */
export const STATUS_TABLE_DOC = [
  'Allowed status changes (any other answers 409 invalidStatusTransition):',
  '',
  '| from | to |',
  '|---|---|',
  '| draft | ready, archived |',
  '| ready | draft, active, archived |',
  '| active | ready, complete, archived |',
  '| complete | active, archived |',
  '| archived | draft |',
].join('\n');

export const PHASE_TABLE_DOC = [
  'Phases change only while the production is active (Start Hiring = hiring, Freeze Hiring = freeze):',
  '',
  '| from | to |',
  '|---|---|',
  '| hiring | freeze, preProduction |',
  '| freeze | hiring, preProduction |',
  '| preProduction | hiring, production |',
  '| production | postProduction |',
  '| postProduction | (none) |',
].join('\n');

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
