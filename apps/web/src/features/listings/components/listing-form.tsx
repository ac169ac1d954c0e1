import { zodResolver } from '@hookform/resolvers/zod';
import { listingSchemaFor } from '@innkeep/contract/listings';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import {
  countErrorsByTab,
  LISTING_TAB_DISPLAY_ORDER,
  LISTING_TABS,
  type ListingTabKey,
  tabOfField,
} from '@innkeep/contract/listings-tabs';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy, IconEyeOff, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useSaveListing } from '../api/save-listing.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { AdditionalInfoTab } from './additional-info-tab.tsx';
import { AddressTab } from './address-tab.tsx';
import { AmenitiesTab } from './amenities-tab.tsx';
import { AttachmentsTab } from './attachments-tab.tsx';
import { BasicInfoTab } from './basic-info-tab.tsx';
import { BedTypesTab } from './bed-types-tab.tsx';
import { BookingSettingsTab } from './booking-settings-tab.tsx';
import { ContactTab } from './contact-tab.tsx';
import { FormErrorSummary } from './form-error-summary.tsx';
import { LeaveGuardDialog } from './leave-guard-dialog.tsx';
import { MediaTab } from './media-tab.tsx';
import { PriceTab } from './price-tab.tsx';
import { UnpublishDialog } from './unpublish-dialog.tsx';

interface ListingFormProps {
  initialValues: ListingFormValues;
  /** Editing an existing listing. */
  listingId?: number;
  /** The listing being edited is published: Update keeps it live, Unpublish (confirmed) takes it off. */
  published?: boolean;
}

/** The sticky bar's height with its margin, kept clear when the browser scrolls a field into view. */
const STICKY_BAR_RESERVE_PX = 88;

const TAB_BY_KEY = new Map(LISTING_TABS.map((t) => [t.key as ListingTabKey, t]));

/**
 * The create/edit form: ten tabs, Save draft (draft=1) and Publish (draft=0); on a published listing,
 * Unpublish (draft=1, after a confirmation) and Update (draft=0). The same contract schema
 * validates here and on the server; server 422 errors land under their inputs and count on the tabs.
 */
export function ListingForm({ initialValues, listingId, published = false }: ListingFormProps) {
  const navigate = useNavigate();
  const save = useSaveListing();
  // Which rules apply is only known when a button is pressed: the resolver reads it from here.
  const draftMode = useRef(true);
  const resolver: Resolver<ListingFormValues> = (values, context, options) =>
    (zodResolver(listingSchemaFor(draftMode.current)) as unknown as Resolver<ListingFormValues>)(
      values,
      context,
      options,
    );
  const form = useForm<ListingFormValues>({ defaultValues: initialValues, resolver, mode: 'onSubmit' });
  const { errors, submitCount, isDirty } = form.formState;
  const { blocker, allowLeaving } = useLeaveGuard(isDirty);
  // Every change is kept in the browser until saved: an expired session, a reload or a closed tab loses nothing.
  const kept = useFormDraft(form, `listing:${listingId ?? 'new'}`);
  const [tab, setTab] = useState<ListingTabKey>('basic_info');
  const [general, setGeneral] = useState<string[]>([]);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  // On a phone the bar is one short row: buttons without icons, so it covers as little of the form as it can.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // The sticky Save/Publish bar sits over the bottom of the page: a field focused or scrolled to (Tab, an
  // error link) stops above it instead of under it.
  useEffect(() => {
    const html = document.documentElement;
    const before = html.style.scrollPaddingBottom;
    html.style.scrollPaddingBottom = `${STICKY_BAR_RESERVE_PX}px`;
    return () => {
      html.style.scrollPaddingBottom = before;
    };
  }, []);
  const hasSavedPoint =
    initialValues.lat !== '' && initialValues.lat !== null && initialValues.lat !== undefined;

  const counts = countErrorsByTab(errors as Record<string, unknown>);
  const countOf = new Map(counts.map((c) => [c.tab.key, c]));
  const total = counts.reduce((sum, c) => sum + c.count, 0);

  const openFirstErroneous = (list: ReturnType<typeof countErrorsByTab>) => {
    const first = list[0];
    if (first) setTab(first.tab.key as ListingTabKey);
  };

  const submit = (draft: boolean) => {
    draftMode.current = draft;
    setGeneral([]);
    void form.handleSubmit(
      async () => {
        try {
          // Written before the request: if the session has expired, sign-in comes next and the draft waits.
          await kept.flush();
          const saved = await save.mutateAsync({ values: form.getValues(), draft, listingId });
          await kept.discard();
          notifications.show({ color: 'teal', message: saved.message });
          allowLeaving();
          navigate(draft ? '/drafts' : '/listings');
        } catch (error) {
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
            const loose: string[] = [];
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              const message = messages[0] ?? 'Invalid value';
              if (tabOfField(field)) {
                form.setError(field as FieldPath<ListingFormValues>, { type: 'server', message });
              } else loose.push(message);
            }
            setGeneral(loose);
            openFirstErroneous(countErrorsByTab(error.fieldErrors));
          } else {
            setGeneral([isApiError(error) ? error.message : 'Something went wrong. Please try again.']);
          }
        }
      },
      (invalid) => openFirstErroneous(countErrorsByTab(invalid as Record<string, unknown>)),
    )();
  };

  const saving = save.isPending || form.formState.isSubmitting;
  const panels: Record<ListingTabKey, ReactNode> = {
    basic_info: <BasicInfoTab />,
    address: <AddressTab active={tab === 'address'} hasSavedPoint={hasSavedPoint} />,
    media: <MediaTab />,
    amenities: <AmenitiesTab />,
    price: <PriceTab />,
    additional_info: <AdditionalInfoTab />,
    contact: <ContactTab />,
    attachments: <AttachmentsTab />,
    booking: <BookingSettingsTab />,
    bed_types: <BedTypesTab />,
  };

  return (
    <FormProvider {...form}>
      <LeaveGuardDialog blocker={blocker} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
        aria-label={listingId ? 'Edit listing' : 'Create listing'}
      >
        <Stack gap="md">
          {kept.restored && (
            <Alert
              color="blue"
              role="status"
              title="Your unsaved changes are back"
              data-testid="draft-restored"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  This form was left unsaved at{' '}
                  {kept.restored.toLocaleTimeString('en-GB', { timeStyle: 'short' })} (your session had ended,
                  or the page was closed). Save to keep the changes.
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    void kept.discard();
                    form.reset(initialValues);
                  }}
                >
                  Discard the changes
                </Button>
              </Stack>
            </Alert>
          )}
          {submitCount > 0 && <FormErrorSummary counts={counts} general={general} onOpenTab={setTab} />}
          <Card withBorder radius="md" padding={0}>
            <Tabs value={tab} onChange={(v) => v && setTab(v as ListingTabKey)} keepMounted>
              {/* Tabs wrap onto more rows rather than scroll: a tab with errors is never out of sight. */}
              <Tabs.List style={{ flexWrap: 'wrap' }} aria-label="Listing sections">
                {LISTING_TAB_DISPLAY_ORDER.map((key) => {
                  const info = countOf.get(key);
                  return (
                    <Tabs.Tab
                      key={key}
                      value={key}
                      color={info ? 'red' : undefined}
                      rightSection={
                        info ? (
                          <Tooltip label={info.hint}>
                            <Badge
                              size="sm"
                              color="red"
                              variant="light"
                              leftSection={<IconAlertTriangle size={12} aria-hidden />}
                            >
                              {info.count}
                              <VisuallyHidden>: {info.hint}</VisuallyHidden>
                            </Badge>
                          </Tooltip>
                        ) : null
                      }
                    >
                      {TAB_BY_KEY.get(key)?.label ?? key}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {LISTING_TAB_DISPLAY_ORDER.map((key) => (
                <Tabs.Panel key={key} value={key} p={{ base: 'sm', sm: 'lg' }}>
                  {panels[key]}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Card>
          <Paper
            withBorder
            radius="md"
            p={{ base: 6, sm: 'sm' }}
            shadow="sm"
            style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
          >
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                {submitCount > 0 && total > 0 ? (
                  <Badge
                    color="red"
                    size={phone ? 'md' : 'lg'}
                    variant="filled"
                    aria-live="polite"
                    data-testid="error-chip"
                  >
                    {total} {total === 1 ? 'error' : 'errors'}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed" visibleFrom="sm">
                    {published
                      ? 'Live on the site: Update saves your changes and keeps it live.'
                      : 'A draft needs a name, a property type and an address.'}
                  </Text>
                )}
              </Group>
              <Group gap="xs" style={{ flex: '1 1 auto' }} justify="flex-end" wrap="nowrap">
                {published ? (
                  <Button
                    variant="default"
                    color="red"
                    onClick={() => setConfirmUnpublish(true)}
                    disabled={saving}
                    loading={saving && draftMode.current}
                    leftSection={phone ? undefined : <IconEyeOff size={18} aria-hidden />}
                  >
                    Unpublish
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    onClick={() => submit(true)}
                    disabled={saving}
                    loading={saving && draftMode.current}
                    leftSection={phone ? undefined : <IconDeviceFloppy size={18} aria-hidden />}
                  >
                    Save draft
                  </Button>
                )}
                <Button
                  type="submit"
                  disabled={saving}
                  loading={saving && !draftMode.current}
                  leftSection={phone ? undefined : <IconSend size={18} aria-hidden />}
                >
                  {published ? 'Update' : 'Publish'}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
      <UnpublishDialog
        opened={confirmUnpublish}
        onCancel={() => setConfirmUnpublish(false)}
        onConfirm={() => {
          setConfirmUnpublish(false);
          submit(true);
        }}
      />
    </FormProvider>
  );
}
