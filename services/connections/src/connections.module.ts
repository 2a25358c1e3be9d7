import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Talent-representative connections, applications, prospects and deal memos (ARCHITECTURE §1). */
@Module({ imports: [CqrsModule.forRoot()] })
export class ConnectionsModule {}
