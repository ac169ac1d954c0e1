import { z } from 'zod';
import { IsoDate, idOf, requiredText, text } from './common.ts';

/** Task kinds (decision 0103): turnovers follow stays; the host adds the others by hand. */
export const TASK_KINDS = ['turnover', 'maintenance', 'inspection', 'other'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Open tasks due this many days back still show on /tasks; a task added by hand may be due no earlier. */
export const TASK_OVERDUE_DAYS = 7;

/** The checklist a new turnover starts with. */
export const TURNOVER_CHECKLIST = [
  'Strip and make the beds',
  'Towels and bathroom',
  'Kitchen and dishes',
  'Floors and rubbish',
  'Restock supplies',
];

export const taskMessages = {
  notFound: 'Task not found',
  listingInvalid: 'Choose one of your listings',
  assigneeInvalid: 'Choose a cleaner or co-host of your team',
  kindInvalid: 'Choose maintenance, inspection or other (turnovers follow stays)',
  titleRequired: 'Say what is to be done',
  dueTooEarly: `Choose a date at most ${TASK_OVERDUE_DAYS} days ago: older tasks are not shown.`,
  photoRequired: 'Add a photo of the finished work: the host asks for one.',
  photoNotImage: 'The photo must be a JPEG or PNG image.',
  notOpen: 'This task is not open any more.',
  done: 'Marked done. Thank you!',
  saved: 'Task saved.',
  defaultsSaved: 'Turnover defaults saved.',
  rangeInvalid: 'The end date is before the start date',
  rangeTooLong: 'Ask for at most 93 days at a time',
  checklistInvalid: 'A checklist has at most 30 items of 200 characters',
} as const;

export const TaskQuery = z
  .object({ from: IsoDate, to: IsoDate })
  .refine((q) => q.to >= q.from, { path: ['to'], message: taskMessages.rangeInvalid })
  .refine((q) => q.to < q.from || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 93, {
    path: ['to'],
    message: taskMessages.rangeTooLong,
  });
export type TaskQuery = z.infer<typeof TaskQuery>;

export const Task = z.object({
  id: z.number(),
  listing_id: z.number(),
  reservation_id: z.number().nullable(),
  /** A turnover after a stay imported from a channel calendar (R-H28): the stay's id and its channel's name. */
  channel_stay_id: z.number().nullable(),
  channel_name: z.string().nullable(),
  kind: z.enum(TASK_KINDS),
  title: z.string().nullable(),
  due_date: z.string(),
  /** Local time of the listing, `YYYY-MM-DDTHH:MM`: the guests' check-out. */
  window_start: z.string(),
  /** The next check-in on the listing, or null when no stay follows yet. */
  window_end: z.string().nullable(),
  assignee_id: z.number().nullable(),
  status: z.enum(TASK_STATUSES),
  listing_name: z.string(),
  address: z.string(),
  /** The listing's IANA zone: a task is today's, tomorrow's or overdue by the listing's date (decision 0115). */
  time_zone: z.string(),
  next_guests: z.number().nullable(),
  assignee_name: z.string().nullable(),
  needs_photo: z.boolean(),
  has_photo: z.boolean(),
  checklist: z.array(z.object({ label: z.string(), done: z.boolean() })),
});
export type Task = z.infer<typeof Task>;

const Assignee = idOf(taskMessages.assigneeInvalid).nullable();
const Checklist = z
  .array(text().trim().min(1, taskMessages.checklistInvalid).max(200, taskMessages.checklistInvalid))
  .max(30, taskMessages.checklistInvalid);

/** The host adds a task by hand (any kind but turnover). */
export const TaskCreateInput = z.object({
  listing_id: idOf(taskMessages.listingInvalid),
  kind: z.enum(['maintenance', 'inspection', 'other'], { error: taskMessages.kindInvalid }),
  title: requiredText(taskMessages.titleRequired, { max: 200 }),
  due_date: IsoDate,
  assignee_id: Assignee.optional(),
  needs_photo: z.boolean().optional(),
  checklist: Checklist.optional(),
});
export type TaskCreateInput = z.infer<typeof TaskCreateInput>;

/** The host assigns a task, or asks for a photo. */
export const TaskUpdateInput = z.object({
  assignee_id: Assignee.optional(),
  needs_photo: z.boolean().optional(),
});
export type TaskUpdateInput = z.infer<typeof TaskUpdateInput>;

/** Per listing: the default assignee of its new turnovers and whether a photo is asked for. */
export const TaskDefaultsInput = z.object({
  listing_id: idOf(taskMessages.listingInvalid),
  assignee_id: Assignee,
  needs_photo: z.boolean().default(false),
});
export type TaskDefaultsInput = z.infer<typeof TaskDefaultsInput>;

/** One of the host's listings with its turnover defaults (nobody and no photo until the host sets them). */
export const TaskDefaults = z.object({
  listing_id: z.number(),
  listing_name: z.string(),
  assignee_id: z.number().nullable(),
  needs_photo: z.boolean(),
});
export type TaskDefaults = z.infer<typeof TaskDefaults>;
export const TaskDefaultsReply = z.object({ data: z.array(TaskDefaults) });
export type TaskDefaultsReply = z.infer<typeof TaskDefaultsReply>;

/** The host dashboard's line: "3 turnovers today, 1 unassigned". */
export const TaskSummaryReply = z.object({
  data: z.object({ today: z.number(), unassigned: z.number(), tomorrow: z.number() }),
});
export type TaskSummaryReply = z.infer<typeof TaskSummaryReply>;

export function turnoverSummary(s: { today: number; unassigned: number }): string {
  const head = `${s.today} turnover${s.today === 1 ? '' : 's'} today`;
  return s.unassigned > 0 ? `${head}, ${s.unassigned} unassigned` : head;
}

/** Marking done: the checklist as ticked, item by item (missing items count as done). */
export const TaskDoneInput = z.object({
  checked: z
    .array(z.boolean(), { error: taskMessages.checklistInvalid })
    .max(30, taskMessages.checklistInvalid)
    .optional(),
});
export type TaskDoneInput = z.infer<typeof TaskDoneInput>;

export const TaskWithPhoto = Task.extend({ photo_url: z.string().nullable() });
export type TaskWithPhoto = z.infer<typeof TaskWithPhoto>;
export const TaskListReply = z.object({ data: z.array(TaskWithPhoto) });
export type TaskListReply = z.infer<typeof TaskListReply>;
export const TaskReply = z.object({ message: z.string(), data: TaskWithPhoto });
export type TaskReply = z.infer<typeof TaskReply>;
