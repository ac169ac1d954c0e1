import type { GeocodeResult } from '@innkeep/contract/geocode';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLookupList } from '../api/get-lookup-list.ts';
import { useAddressGeocoding } from '../hooks/use-address-geocoding.ts';
import { FormSelect, FormTextInput } from './form-fields.tsx';

// Leaflet is heavy and only this tab needs it.
const AddressMap = lazy(() => import('./address-map.tsx'));

/** Every IANA zone the browser lists (the server checks the same way); one list for every listing. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const coordinate = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

interface AddressTabProps {
  /** The map is drawn only while the tab is visible: Leaflet cannot measure a hidden container. */
  active: boolean;
  /** The form opened with saved coordinates (edit): keep them until the address changes. */
  hasSavedPoint: boolean;
}

export function AddressTab({ active, hasSavedPoint }: AddressTabProps) {
  const { control, setValue, getValues } = useFormContext<ListingFormValues>();
  const [address, city, state, country, lat, lng, timeZone] = useWatch({
    control,
    name: ['address', 'city', 'state', 'country', 'lat', 'lng', 'time_zone'],
  });
  // The list leaves out aliases such as UTC and the sea's Etc/GMT±n: the listing's own zone is always offered.
  const zoneOptions = useMemo(() => {
    const current = text(timeZone);
    const zones = current && !TIME_ZONES.includes(current) ? [current, ...TIME_ZONES] : TIME_ZONES;
    return zones.map((zone) => ({ value: zone, label: zone }));
  }, [timeZone]);
  const countries = useLookupList('countries');
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );

  const setPoint = useCallback(
    (point: { lat: number; lng: number } | null) => {
      const opts = { shouldDirty: true, shouldValidate: false } as const;
      setValue('lat', point ? point.lat : '', opts);
      setValue('lng', point ? point.lng : '', opts);
    },
    [setValue],
  );
  // A found address also fills a blank City and Country (guests search by city), and a blank Street and Zip
  // code from the pin's address (docs/requirements/host.md#R-H23): the host corrects rather than retypes.
  const onLocate = useCallback(
    (found: GeocodeResult | null) => {
      setPoint(found);
      const opts = { shouldDirty: true, shouldValidate: false } as const;
      if (found?.city && !text(getValues('city')).trim()) setValue('city', found.city, opts);
      if (found?.country_code && !text(getValues('country')).trim())
        setValue('country', found.country_code, opts);
      if (found?.street && !text(getValues('street')).trim()) setValue('street', found.street, opts);
      if (found?.zip_code && !text(getValues('zip_code')).trim()) setValue('zip_code', found.zip_code, opts);
    },
    [setPoint, setValue, getValues],
  );
  const query = useMemo(
    () => ({ address: text(address), city: text(city), state: text(state), country: text(country) }),
    [address, city, state, country],
  );
  const status = useAddressGeocoding({ query, onLocate, hasSavedPoint });
  const latNum = coordinate(lat);
  const lngNum = coordinate(lng);

  return (
    <Stack gap="md">
      <FormTextInput
        name="address"
        label="Address"
        description="The full address; it places the marker on the map"
        withAsterisk
        autoComplete="street-address"
        maxLength={500}
      />
      <FormTextInput
        name="public_address"
        label="Public address"
        description="What guests see before they book, e.g. the neighbourhood"
        maxLength={500}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="street" label="Street" maxLength={200} />
        <FormTextInput name="city" label="City" autoComplete="address-level2" maxLength={100} />
        <FormTextInput name="state" label="State" autoComplete="address-level1" maxLength={100} />
        <FormTextInput name="zip_code" label="Zip code" autoComplete="postal-code" maxLength={20} />
        <FormSelect name="country" label="Country" data={countryOptions} searchable />
        <FormSelect
          name="time_zone"
          label="Time zone"
          description="What “today” and channels’ times mean here. Empty: the zone at the map pin"
          data={zoneOptions}
          searchable
          limit={50}
        />
      </SimpleGrid>
      <div aria-live="polite">
        {status.state === 'searching' && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Finding the address…
            </Text>
          </Group>
        )}
        {status.state === 'found' && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text size="sm">Found: {status.label}. Drag the marker if the point is not exact.</Text>
          </Group>
        )}
        {status.state === 'empty' && (
          <Text size="sm" c="dimmed">
            {status.message}
          </Text>
        )}
        {status.state === 'error' && (
          <Group gap={6} wrap="nowrap">
            <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />
            <Text size="sm" c="red.8">
              {status.message}
            </Text>
          </Group>
        )}
      </div>
      {active && (
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <AddressMap lat={latNum} lng={lngNum} onMove={setPoint} />
        </Suspense>
      )}
      <Text size="xs" c="dimmed" data-testid="coordinates">
        {latNum !== null && lngNum !== null
          ? `Coordinates: ${latNum.toFixed(5)}, ${lngNum.toFixed(5)}`
          : 'No coordinates yet'}
      </Text>
    </Stack>
  );
}
