import type { INodeProperties } from 'n8n-workflow';

// What the Reelforge node asks for, per resource and operation. Option lists mirror Reelforge's
// contracts; test/reelforge-node.test.ts compares them with @reelforge/contracts.

/** Where a video's script is written for (Reelforge's SCRIPT_PLATFORMS; 'all' means YouTube). */
export const SCRIPT_PLATFORM_OPTIONS = ['all', 'tiktok', 'youtube', 'instagram', 'facebook'] as const;
/** Where scene pictures come from (Reelforge's VISUAL_SOURCES). */
export const VISUAL_SOURCE_OPTIONS = ['auto', 'stock', 'library', 'ai', 'motion'] as const;

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const options = (values: readonly string[]) =>
  values.map((value) => ({ name: value === 'ai' ? 'AI' : title(value), value }));
const show = (resource: string, operation: string[]) => ({ show: { resource: [resource], operation } });

export const resourceProperty: INodeProperties = {
  displayName: 'Resource',
  name: 'resource',
  type: 'options',
  noDataExpression: true,
  options: [
    { name: 'Analytic', value: 'analytics' },
    { name: 'Connection', value: 'connection' },
    { name: 'Post', value: 'post' },
    { name: 'Video', value: 'video' },
  ],
  default: 'video',
};

const operations: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['video'] } },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a video',
        description: 'Make a video from a topic or your own script and start its render',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a video',
        description: 'Read a video with its status, render progress and links',
      },
      { name: 'Get Many', value: 'getAll', action: 'Get many videos', description: 'List videos, newest first' },
      {
        name: 'Render',
        value: 'render',
        action: 'Render a video',
        description: 'Render a video again from its current title and script',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['post'] } },
    options: [
      {
        name: 'Schedule',
        value: 'schedule',
        action: 'Schedule a post',
        description: 'Schedule a video to be posted to connected accounts',
      },
    ],
    default: 'schedule',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['connection'] } },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many connections',
        description: 'List the social accounts connected to Reelforge',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['analytics'] } },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get analytics',
        description: 'Views, engagement and followers over a date range',
      },
    ],
    default: 'get',
  },
];

const videoCreate: INodeProperties[] = [
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    options: [
      { name: 'Topic', value: 'topic', description: 'Reelforge writes the script for the topic' },
      { name: 'Script', value: 'script', description: 'Narrate your own script' },
    ],
    default: 'topic',
    displayOptions: show('video', ['create']),
  },
  {
    displayName: 'Topic',
    name: 'topic',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'Why tea calms you down',
    displayOptions: { show: { resource: ['video'], operation: ['create'], source: ['topic'] } },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    description: 'The video title (also its title card)',
    displayOptions: { show: { resource: ['video'], operation: ['create'], source: ['script'] } },
  },
  {
    displayName: 'Script',
    name: 'script',
    type: 'string',
    typeOptions: { rows: 6 },
    required: true,
    default: '',
    description: 'What the narrator says; one scene per paragraph (blank line between)',
    displayOptions: { show: { resource: ['video'], operation: ['create'], source: ['script'] } },
  },
  {
    displayName: 'Platform',
    name: 'platform',
    type: 'options',
    options: options(SCRIPT_PLATFORM_OPTIONS),
    default: 'tiktok',
    description: 'Which platform the video is shaped for (All means YouTube)',
    displayOptions: show('video', ['create']),
  },
  {
    displayName: 'Duration (Seconds)',
    name: 'duration',
    type: 'number',
    typeOptions: { minValue: 5 },
    default: 30,
    description: 'Target length of a written script',
    displayOptions: show('video', ['create']),
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: show('video', ['create']),
    options: [
      { displayName: 'Description', name: 'description', type: 'string', default: '' },
      {
        displayName: 'Language',
        name: 'language',
        type: 'string',
        default: '',
        placeholder: 'en-US',
        description: 'The language the video is written and narrated in',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
        description: 'The video title (topic videos; the writer picks one otherwise)',
      },
      {
        displayName: 'Visual Source',
        name: 'visualSource',
        type: 'options',
        options: options(VISUAL_SOURCE_OPTIONS),
        default: 'auto',
      },
    ],
  },
];

const videoId: INodeProperties = {
  displayName: 'Video ID',
  name: 'videoId',
  type: 'string',
  required: true,
  default: '',
  displayOptions: { show: { resource: ['video'], operation: ['get', 'render'] } },
};

const videoOthers: INodeProperties[] = [
  videoId,
  {
    displayName: 'Visual Source',
    name: 'visualSource',
    type: 'options',
    options: [{ name: 'Keep Last Choice', value: '' }, ...options(VISUAL_SOURCE_OPTIONS)],
    default: '',
    displayOptions: show('video', ['render']),
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    description: 'Whether to return all results or only up to a given limit',
    displayOptions: show('video', ['getAll']),
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 50,
    description: 'Max number of results to return',
    displayOptions: { show: { resource: ['video'], operation: ['getAll'], returnAll: [false] } },
  },
];

const postSchedule: INodeProperties[] = [
  {
    displayName: 'Video ID',
    name: 'videoId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: show('post', ['schedule']),
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    displayOptions: show('post', ['schedule']),
  },
  {
    displayName: 'Platform Names or IDs',
    name: 'platforms',
    type: 'multiOptions',
    typeOptions: { loadOptionsMethod: 'getConnectedPlatforms' },
    required: true,
    default: [],
    description:
      'Connected accounts to post to. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
    displayOptions: show('post', ['schedule']),
  },
  {
    displayName: 'Scheduled Time',
    name: 'scheduledTime',
    type: 'dateTime',
    required: true,
    default: '',
    description: 'When it goes out',
    displayOptions: show('post', ['schedule']),
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: show('post', ['schedule']),
    options: [
      {
        displayName: 'Caption',
        name: 'content',
        type: 'string',
        typeOptions: { rows: 3 },
        default: '',
        description: 'The text posted with the video',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          { name: 'Ready', value: 'ready', description: 'Published at the scheduled time' },
          { name: 'Pending', value: 'pending', description: 'Waits until you mark it ready in Reelforge' },
        ],
        default: 'ready',
      },
    ],
  },
];

const analyticsGet: INodeProperties[] = [
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    displayOptions: show('analytics', ['get']),
    options: [
      {
        displayName: 'From',
        name: 'from',
        type: 'string',
        default: '',
        placeholder: '2026-11-01',
        description: 'First day (YYYY-MM-DD); the last 30 days when empty',
      },
      {
        displayName: 'To',
        name: 'to',
        type: 'string',
        default: '',
        placeholder: '2026-11-30',
        description: 'Last day (YYYY-MM-DD)',
      },
      {
        displayName: 'Time Zone',
        name: 'tz',
        type: 'string',
        default: '',
        placeholder: 'Europe/Paris',
        description: 'IANA time zone the days are counted in; UTC when empty',
      },
    ],
  },
];

export const reelforgeProperties: INodeProperties[] = [
  resourceProperty,
  ...operations,
  ...videoCreate,
  ...videoOthers,
  ...postSchedule,
  ...analyticsGet,
];
