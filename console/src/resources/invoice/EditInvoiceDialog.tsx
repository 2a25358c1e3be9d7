import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { InvoiceFormFields, serverFieldError } from './InvoiceFormFields';
import {
  changedFields,
  formOfInvoice,
  validateInvoiceForm,
  withoutFields,
  type InvoiceErrors,
  type InvoiceForm,
} from './invoiceForm';
import { invoicesApi, type InvoiceRecord } from './invoicesApi';

const T = 'resources.invoice';

/**
 * Edit a draft (PATCH /api/stripe/invoice/{id}): every line (the deal memo's too), the prefix, billing
 * method, due date, memo, footer and the scheduled finalization. Fields left empty are cleared (null).
 */
export function EditInvoiceDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: InvoiceRecord;
  onClose: () => void;
  onSaved: (invoice: InvoiceRecord) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [form, setForm] = useState<InvoiceForm>(() => formOfInvoice(invoice));
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = (next: InvoiceForm) => {
    if (form) {
      const changed = changedFields(form, next);
      setErrors((current) => withoutFields(current, changed));
      setServerErrors((current) => withoutFields(current, changed));
    }
    setForm(next);
  };

  const submit = async () => {
    const checked = validateInvoiceForm(form, new Date(), { kind: 'edit' });
    setErrors(checked.errors);
    setServerErrors({});
    if (!checked.body) {
      return;
    }
    const body = checked.body;
    setSaving(true);
    try {
      const saved = await invoicesApi.update(invoice.id, {
        items: body.items,
        billingMethod: body.billingMethod,
        prefix: body.prefix ?? null,
        dueDate: body.dueDate ?? null,
        memo: body.memo ?? null,
        footer: body.footer ?? null,
        finalizeAt: body.finalizeAt ?? null,
      });
      notify(`${T}.done.edit`, { type: 'success' });
      onSaved(saved);
    } catch (error) {
      const onField = serverFieldError(error);
      if (onField) {
        setServerErrors({ [onField.field]: onField.message });
      } else {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="edit-invoice-title">
      <DialogTitle id="edit-invoice-title">{translate(`${T}.edit.title`)}</DialogTitle>
      {saving && <LinearProgress aria-label={translate(`${T}.edit.saving`)} />}
      <DialogContent data-testid="edit-invoice-dialog">
        <InvoiceFormFields
          form={form}
          errors={errors}
          serverErrors={serverErrors}
          onChange={change}
          mode="edit"
          disabled={saving}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving} data-testid="edit-invoice-submit">
          {translate(`${T}.edit.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
