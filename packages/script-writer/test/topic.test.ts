import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/writer-language.ts';
import { parseNotes } from '../src/writer-notes.ts';
import { analyzeTopic, gerund } from '../src/writer-topic.ts';

describe('reading a topic', () => {
  it.each([
    ['How to start a vegetable garden on a balcony', 'practice', 'starting a vegetable garden on a balcony', { focus: 'starting a vegetable garden' }],
    ['Learn how to code in Python', 'practice', 'coding in Python', { focus: 'coding' }],
    ['Meal prep for busy parents', 'practice', 'meal prep', { focus: 'meal prep', who: 'busy parents' }],
    ['10 tips for saving money on groceries', 'practice', 'saving money on groceries', { focus: 'saving money' }],
    ['5 morning habits that make you more productive', 'practice', 'morning habits', { focus: 'morning habits' }],
    ['Dog training tips', 'practice', 'dog training', { focus: 'dog training' }],
    ['Top 3 budgeting apps compared', 'choice', 'comparing budgeting apps', { options: 'budgeting apps', products: 'budgeting apps' }],
    ['Tea vs coffee', 'choice', 'choosing between tea and coffee', { options: 'tea and coffee' }],
    ['iPhone vs Android', 'inquiry', 'iPhone versus Android', {}],
    ['Why do cats purr?', 'inquiry', 'cats', {}],
    ['Why sleep matters for athletes', 'inquiry', 'sleep', { who: 'athletes' }],
    ['Is coffee bad for you?', 'inquiry', 'coffee', {}],
    ['What is inflation?', 'inquiry', 'inflation', {}],
    ['The history of Rome', 'inquiry', 'the history of Rome', {}],
    ['Taylor Swift', 'inquiry', 'Taylor Swift', {}],
  ] as const)('%s', (topic, kind, about, forms) => {
    const info = analyzeTopic(topic, 'en');
    expect(info.kind).toBe(kind);
    expect(info.vars).toMatchObject({ about, ...forms });
    if (!('focus' in forms)) expect(info.vars.focus).toBeUndefined();
  });

  it('reads Spanish topics with Spanish rules', () => {
    expect(analyzeTopic('Cómo dormir mejor', 'es').vars).toMatchObject({ about: 'dormir mejor', focus: 'dormir mejor' });
    expect(analyzeTopic('¿Es malo el café?', 'es').vars.about).toBe('el café');
    expect(analyzeTopic('Las 3 mejores apps de presupuesto', 'es')).toMatchObject({ kind: 'choice', list: { count: 3, noun: 'apps' } });
  });

  it('quotes a topic in another language than the script, and keeps names as they are', () => {
    const info = analyzeTopic('5 morning habits that make you more productive', 'es');
    expect(info).toMatchObject({ foreign: true, vars: { about: 'este tema', focus: '«morning habits»', who: 'personas' } });
    expect(analyzeTopic('Taylor Swift', 'es').foreign).toBe(false);
    expect(analyzeTopic('東京の旅行', 'en').vars.about).toBe('“東京の旅行”');
  });

  it('finds the list a topic promises', () => {
    expect(analyzeTopic('7 mistakes new runners make', 'en').list).toEqual({ count: 7, noun: 'mistakes', phrase: 'mistakes new runners make' });
    expect(analyzeTopic('Five ways to save money', 'en').list?.count).toBe(5);
  });

  it('shortens a very long topic at a phrase boundary', () => {
    const info = analyzeTopic('how to convince your landlord to let you keep a large dog in a small apartment without paying extra fees', 'en');
    expect(info.vars.about).toBe('convincing your landlord');
  });

  it('makes -ing forms', () => {
    expect(['start', 'make', 'plan', 'run', 'lose', 'die', 'see', 'edit', 'begin'].map(gerund)).toEqual([
      'starting', 'making', 'planning', 'running', 'losing', 'dying', 'seeing', 'editing', 'beginning',
    ]);
  });

  it('tells the languages of short texts apart', () => {
    expect(['Wake at 6', 'no phone before 9', 'Despertarse a las 6', 'Beber agua primero', 'Coffee', 'Wie man Brot backt', '東京'].map(detectLanguage)).toEqual([
      'en', 'en', 'es', 'es', 'neutral', 'other', 'other',
    ]);
  });
});

describe('reading the creator notes', () => {
  it('splits a labelled list, bullets and sentences into points', () => {
    expect(parseNotes('5 habits: wake at 6, water first, sunlight, plan the day and no phone before 9').points).toEqual([
      'wake at 6', 'water first', 'sunlight', 'plan the day', 'no phone before 9',
    ]);
    expect(parseNotes('Habits:\n- Wake at 6\n2) Use a timer\n• Keep it short').points).toEqual(['Wake at 6', 'Use a timer']);
    expect(parseNotes('Our app blocks distractions. It is free for students.').points).toEqual(['Our app blocks distractions', 'It is free for students']);
    expect(parseNotes('3 habits: wake at 6, water first, no phone before 9. Mention our app FocusFlow.')).toMatchObject({
      points: ['wake at 6', 'water first', 'no phone before 9'],
      mentions: ['our app FocusFlow'],
    });
  });

  it('does what it can and lists what it cannot', () => {
    expect(parseNotes('Mention our app FocusFlow. Mention that it is free. Say "Try it today". Start with "Hey you". End with "Bye". Make it funny. Avoid jargon.')).toEqual({
      points: [],
      mentions: ['our app FocusFlow'],
      statements: ['it is free', 'Try it today'],
      opening: 'Hey you',
      closing: 'Bye',
      unfollowed: ['Make it funny', 'Avoid jargon'],
    });
    expect(parseNotes('Menciona nuestra app FocusFlow. Hazlo divertido.')).toMatchObject({ mentions: ['nuestra app FocusFlow'], unfollowed: ['Hazlo divertido'] });
  });
});
