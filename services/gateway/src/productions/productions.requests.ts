import { PRODUCTION_PHASES, RECORD_STATUSES } from '@callsheet/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { PHASE_TABLE_DOC, STATUS_TABLE_DOC } from '../http/status-tables.openapi.js';

// The status and phase tables the productions service enforces, rendered from the contracts' data.
export { PHASE_TABLE_DOC, STATUS_TABLE_DOC } from '../http/status-tables.openapi.js';

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
