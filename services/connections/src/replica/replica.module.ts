import { Module } from '@nestjs/common';
import { ReplicaRepository } from './replica.repository.js';

/** This service's copies of profiles and jobs (kept by the handlers in ../reactions). */
@Module({ providers: [ReplicaRepository], exports: [ReplicaRepository] })
export class ReplicaModule {}
