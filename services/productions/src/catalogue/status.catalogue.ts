// Lifecycle keys shared by productions, projects and jobs. The rules that move between them live in
// common/record-status.ts and production/domain/production-phase.ts.

/** Status of a production, project or job (spec section 4). */
export const RECORD_STATUSES = ['draft', 'ready', 'active', 'complete', 'archived'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Where a production stands (spec section 4): hiring is "Start Hiring", freeze is "Freeze Hiring". */
export const PRODUCTION_PHASES = ['hiring', 'freeze', 'preProduction', 'production', 'postProduction'] as const;
export type ProductionPhase = (typeof PRODUCTION_PHASES)[number];

/** The labels the console shows for a production's phase: every phase, and "completed" for a complete production. */
export const PHASE_LABELS = [...PRODUCTION_PHASES, 'completed'] as const;
export type PhaseLabel = (typeof PHASE_LABELS)[number];
