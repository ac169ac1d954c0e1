import {
  type Automation,
  describeAutomation,
  type MessageTemplate,
} from '@innkeep/contract/message-templates';
import { Alert, Badge, Button, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { notifications } from '../../../lib/notifications.ts';
import { useAutomations, useDeleteAutomation, useDeleteTemplate, useTemplates } from '../api/templates.ts';
import { AutomationEditor } from '../components/automation-editor.tsx';
import { ConfirmDelete, type DeleteTarget } from '../components/confirm-delete.tsx';
import { ItemCard } from '../components/item-card.tsx';
import { TemplateEditor } from '../components/template-editor.tsx';

type Editing<T> = { item: T | null } | null;

const deleted = (reply: { message: string }) => notifications.show({ color: 'teal', message: reply.message });

/**
 * `/automations` (docs/requirements/host.md#R-H9, decisions 0042 and 0043): the host's message templates, with placeholders and
 * a preview against a real stay, and the automations that send them by themselves. One column on a phone.
 */
export default function AutomationsPage() {
  const [tab, setTab] = useState<string | null>('automations');
  const [template, setTemplate] = useState<Editing<MessageTemplate>>(null);
  const [automation, setAutomation] = useState<Editing<Automation>>(null);
  const templates = useTemplates();
  const automations = useAutomations();
  const deleteTemplate = useDeleteTemplate();
  const deleteAutomation = useDeleteAutomation();
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const deleting = toDelete?.kind === 'template' ? deleteTemplate : deleteAutomation;
  const askDelete = (target: DeleteTarget) => {
    deleteTemplate.reset();
    deleteAutomation.reset();
    setToDelete(target);
  };
  const confirmDelete = (target: DeleteTarget) =>
    (target.kind === 'template' ? deleteTemplate : deleteAutomation).mutate(target.id, {
      onSuccess: (reply) => {
        deleted(reply);
        setToDelete(null);
      },
    });

  const templateList = templates.data ?? [];
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }}>
      <PageMeta title="Templates and automations" />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1}>Templates and automations</Title>
          <Button component={Link} to="/inbox" variant="subtle">
            Inbox
          </Button>
        </Group>
        <Text c="dimmed">
          Automations post a template into each paid stay’s conversation at the moment you choose, and the
          guest gets it by e-mail too. Each sends once per stay; a cancelled stay gets nothing more.
        </Text>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="automations">Automations</Tabs.Tab>
            <Tabs.Tab value="templates">Templates</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="automations" pt="md">
            {automation ? (
              <AutomationEditor
                key={automation.item?.id ?? 'new'}
                automation={automation.item}
                templates={templateList}
                onDone={() => setAutomation(null)}
              />
            ) : automations.isPending || templates.isPending ? (
              <Loader aria-label="Loading automations" />
            ) : automations.isError ? (
              <Alert color="red" role="alert">
                {automations.error.message}
              </Alert>
            ) : (
              <Stack gap="sm">
                {templateList.length === 0 ? (
                  <Text c="dimmed">Write a template first: an automation sends one.</Text>
                ) : (
                  <Button
                    leftSection={<IconPlus size={18} aria-hidden />}
                    onClick={() => setAutomation({ item: null })}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    New automation
                  </Button>
                )}
                {automations.data.length === 0 ? <Text c="dimmed">No automations yet.</Text> : null}
                {automations.data.map((a) => (
                  <ItemCard
                    key={a.id}
                    name={a.template_name}
                    kind="automation"
                    onEdit={() => setAutomation({ item: a })}
                    onDelete={() => askDelete({ kind: 'automation', id: a.id, name: a.template_name })}
                    deleting={deleteAutomation.isPending && deleteAutomation.variables === a.id}
                  >
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{a.template_name}</Text>
                      <Badge color={a.enabled ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                        {a.enabled ? 'On' : 'Off'}
                      </Badge>
                    </Group>
                    <Text size="sm">Sends {describeAutomation(a.trigger, a.offset_hours)}</Text>
                    <Text size="sm" c="dimmed">
                      {a.listing_ids.length === 0
                        ? 'All listings'
                        : `${a.listing_ids.length} listing${a.listing_ids.length === 1 ? '' : 's'}`}{' '}
                      · sent to {a.sent_count} stay{a.sent_count === 1 ? '' : 's'}
                    </Text>
                  </ItemCard>
                ))}
              </Stack>
            )}
          </Tabs.Panel>

          <Tabs.Panel value="templates" pt="md">
            {template ? (
              <TemplateEditor
                key={template.item?.id ?? 'new'}
                template={template.item}
                onDone={() => setTemplate(null)}
              />
            ) : (
              <QueryState query={templates} loading="Loading templates">
                {() => (
                  <Stack gap="sm">
                    <Button
                      leftSection={<IconPlus size={18} aria-hidden />}
                      onClick={() => setTemplate({ item: null })}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      New template
                    </Button>
                    {templateList.length === 0 ? <Text c="dimmed">No templates yet.</Text> : null}
                    {templateList.map((t) => (
                      <ItemCard
                        key={t.id}
                        name={t.name}
                        kind="template"
                        onEdit={() => setTemplate({ item: t })}
                        onDelete={() => askDelete({ kind: 'template', id: t.id, name: t.name })}
                        deleting={deleteTemplate.isPending && deleteTemplate.variables === t.id}
                      >
                        <Text fw={600}>{t.name}</Text>
                        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                          {t.body}
                        </Text>
                      </ItemCard>
                    ))}
                  </Stack>
                )}
              </QueryState>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ConfirmDelete
        target={toDelete}
        pending={deleting.isPending}
        error={deleting.error}
        onCancel={() => setToDelete(null)}
        onDelete={confirmDelete}
      />
    </Container>
  );
}
