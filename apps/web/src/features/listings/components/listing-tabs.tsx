import type { countErrorsByTab } from '@innkeep/contract/listings-tabs';
import { LISTING_TAB_DISPLAY_ORDER, LISTING_TABS, type ListingTabKey } from '@innkeep/contract/listings-tabs';
import { Badge, Card, Tabs, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AdditionalInfoTab } from './additional-info-tab.tsx';
import { AddressTab } from './address-tab.tsx';
import { AmenitiesTab } from './amenities-tab.tsx';
import { AttachmentsTab } from './attachments-tab.tsx';
import { BasicInfoTab } from './basic-info-tab.tsx';
import { BedTypesTab } from './bed-types-tab.tsx';
import { BookingSettingsTab } from './booking-settings-tab.tsx';
import { ContactTab } from './contact-tab.tsx';
import { MediaTab } from './media-tab.tsx';
import { PriceTab } from './price-tab.tsx';

const TAB_BY_KEY = new Map(LISTING_TABS.map((t) => [t.key as ListingTabKey, t]));

/** The listing form's ten tabs, each with its count of errors and the hint, and their panels. */
export function ListingTabs({
  tab,
  setTab,
  counts,
  hasSavedPoint,
}: {
  tab: ListingTabKey;
  setTab: (tab: ListingTabKey) => void;
  counts: ReturnType<typeof countErrorsByTab>;
  /** The listing has a stored map point (the address tab shows it before any lookup). */
  hasSavedPoint: boolean;
}) {
  const countOf = new Map(counts.map((c) => [c.tab.key, c]));
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
  );
}
