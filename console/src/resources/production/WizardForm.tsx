import { Box, Button, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../dataProvider/apiError';
import {
  canOpenStep,
  LAST_STEP,
  nextStep,
  previousStep,
  stepPath,
  WIZARD_STEPS,
  type WizardPlace,
} from './wizardSteps';

/** Saves a step's values as a draft; the place to go on from (a new record's id), or undefined when refused. */
export type SaveStep = (
  values: FieldValues,
  setError: UseFormSetError<FieldValues>,
) => Promise<WizardPlace | undefined>;

/** Codes whose first argument names the field at fault (productions' field rules). */
const FIELD_CODES = new Set(['required', 'invalidChoice', 'invalidValue', 'invalidUrl', 'invalidDate', 'invalidRange']);

/** The snackbar after a step wrote its draft: "created" messages for a new record, else "Draft saved". */
export function useSavedNotice() {
  const notify = useNotify();
  return (message = 'resources.production.wizard.saved') => notify(message, { type: 'success' });
}

/**
 * A failed save in the snackbar, and on the field it names when the form has it (the service names
 * fields by their JSON path: "payment.amount", "workLocation.state", "personnel.0.name").
 */
export function useSaveError() {
  const notify = useNotify();
  return (error: unknown, setError: UseFormSetError<FieldValues>, values: FieldValues) => {
    const message = error instanceof Error ? error.message : 'errors.error';
    notify(message, { type: 'error' });
    if (error instanceof ApiError && FIELD_CODES.has(error.apiBody?.code ?? '')) {
      const field = error.apiBody?.args?.[0];
      if (
        field &&
        field.split('.').reduce<unknown>((node, part) => (node as FieldValues | undefined)?.[part], values) !==
          undefined
      ) {
        setError(field, { type: 'server', message });
      }
    }
  };
}

interface WizardFormProps {
  step: number;
  place: Partial<WizardPlace>;
  editable: boolean;
  defaultValues: FieldValues;
  save: SaveStep;
  /** Shown under the step's title: the record chooser, "Update refused: not DRAFT". */
  header?: ReactNode;
  /** Whether "Save and continue" is offered (step 3 without a project has none to continue with). */
  canContinue?: boolean;
  children: ReactNode;
}

/**
 * One step of the production wizard: the stepper, the step's fields, and Back, Save draft and Save and
 * continue. Leaving a step by any of them saves its draft first (a failed save keeps the member on
 * the step with the error), so going back and forth never loses what was typed; a record that is not
 * a draft is read-only and is left as it is.
 */
export function WizardForm({ defaultValues, ...props }: WizardFormProps) {
  return (
    <Form defaultValues={defaultValues} noValidate>
      <WizardBody {...props} />
    </Form>
  );
}

function WizardBody({
  step,
  place,
  editable,
  save,
  canContinue = true,
  header,
  children,
}: Omit<WizardFormProps, 'defaultValues'>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { handleSubmit, setError, reset, getValues } = useFormContext();

  const leave = (target: number | undefined) => {
    if (!editable) {
      if (target !== undefined && place.productionId) {
        void navigate(stepPath(target, place as WizardPlace));
      }
      return;
    }
    void handleSubmit(async (values) => {
      // The step's save sends what differs from the saved record (nothing when nothing changed).
      const current = await save(values, setError);
      if (!current) {
        return;
      }
      // What was saved is the form's new starting point.
      reset(getValues());
      if (target !== undefined && current.productionId) {
        void navigate(stepPath(target, current));
      } else if (target === undefined && current !== place && current.productionId) {
        void navigate(stepPath(step, current), { replace: true });
      }
    })();
  };

  const back = previousStep(step);
  const next = nextStep(step);
  return (
    <Box>
      <Stepper
        component="nav"
        nonLinear
        activeStep={step - 1}
        sx={{ mb: 3 }}
        aria-label={translate('resources.production.wizard.stepOf', { step, total: LAST_STEP })}
      >
        {WIZARD_STEPS.map((name, index) => (
          <Step key={name} completed={false}>
            <StepButton
              data-testid={`wizard-step-${index + 1}`}
              disabled={index + 1 === step || !canOpenStep(index + 1, place)}
              onClick={() => leave(index + 1)}
              aria-current={index + 1 === step ? 'step' : undefined}
            >
              {translate(`resources.production.wizard.steps.${name}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(`resources.production.wizard.steps.${WIZARD_STEPS[step - 1]}`)}
      </Typography>
      {header}
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {back !== undefined && (
          <Button variant="outlined" data-testid="wizard-back" onClick={() => leave(back)}>
            {translate('resources.production.wizard.back')}
          </Button>
        )}
        {editable && (
          <Button variant="outlined" data-testid="wizard-save" onClick={() => leave(undefined)}>
            {translate('resources.production.wizard.save')}
          </Button>
        )}
        {next !== undefined && canContinue && (
          <Button variant="contained" data-testid="wizard-next" onClick={() => leave(next)}>
            {translate(editable ? 'resources.production.wizard.next' : 'resources.production.wizard.forward')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
