import { DataTable, DateField, List } from 'react-admin';
import { PAGE_SIZE } from '../../dataProvider';

/** The account's talent profiles: cursor pages of 25 (partial pagination: no total). */
export default function TalentList() {
  return (
    <List perPage={PAGE_SIZE} exporter={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="fields.firstName" label="resources.talent.fields.firstName" />
        <DataTable.Col source="fields.lastName" label="resources.talent.fields.lastName" />
        <DataTable.Col source="createdAt" label="resources.talent.fields.createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
