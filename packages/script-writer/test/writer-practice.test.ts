import { TONES } from '@reelforge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { BANK_EN } from '../src/writer-bank-en.ts';
import { BANK_ES } from '../src/writer-bank-es.ts';
import { practiceKindOf, type PracticeKind } from '../src/writer-practice.ts';

// Issue 25: a "how to" topic gets points that fit what kind of thing it is. A habit (sleep better,
// drink more water) is asked what gets in the way of it, not told it needs no talent, a notebook
// and a timer, or an anchor after the morning coffee; a task (paint a room) gets steps, tools and a
// budget; a money how-to the money questions; a skill (guitar) keeps the practice points.
vi.setConfig({ testTimeout: 60_000 });

const base: WriterInput = { topic: '', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en' };

const TOPICS: Record<'en' | 'es', Record<PracticeKind, string[]>> = {
  en: {
    habit: [
      'How to sleep better',
      'How to drink more water',
      'How to stop procrastinating',
      'How to eat less sugar',
      'How to wake up early',
      'Tips for sleeping better',
      'Sleep for beginners',
      'How to quit smoking',
      'How to be more productive',
    ],
    skill: ['How to learn guitar', 'How to draw', 'How to speak in public', 'Coding for beginners', 'How to start running', 'How to negotiate a higher salary'],
    task: ['How to start a vegetable garden on a balcony', 'How to paint a room', 'How to move house', 'How to plan a wedding', 'Tips for decluttering your closet'],
    money: ['How to save money', 'How to pay off debt', 'Investing for beginners', '10 tips for saving money on groceries'],
  },
  es: {
    habit: ['Cómo dormir mejor', 'Cómo beber más agua', 'Cómo dejar de procrastinar', 'Consejos para dormir mejor', 'Cómo comer menos azúcar', 'Cómo levantarse temprano'],
    skill: ['Cómo aprender a tocar la guitarra', 'Dibujo para principiantes', 'Aprender guitarra de adulto', 'Cómo hablar en público'],
    task: ['Cómo pintar una habitación', 'Cómo hacer una mudanza', 'Cómo organizar una boda', 'Cómo empezar un huerto en el balcón'],
    money: ['Cómo ahorrar dinero', 'Invertir para principiantes', 'Cómo salir de deudas', 'Consejos para ahorrar en el supermercado'],
  },
};

/** Every script for a topic: tones, 30 s, 90 s and 3 minutes, and Regenerate's variations. */
function* scripts(topic: string, language: string, lengths = [30, 90, 180]) {
  for (const tone of TONES) {
    for (const seconds of lengths) {
      for (const variation of [0, 1, 2]) {
        const out = writeOffline({ ...base, topic, tone, language, seconds, variation });
        yield { label: `${topic} (${language}, ${tone}, ${seconds} s, v${variation})`, out, body: out.result.scenes.slice(1, -1).map((s) => s.text).join(' ') };
      }
    }
  }
}

/** Skill advice that does not fit a habit, a task or money: talent, a notebook-calendar-timer kit, a coffee anchor. */
const SKILL_ADVICE = {
  en: /\btalent\b|\bnotebook or notes app\b|\bcalendar and a timer\b|\bthe timer\b|\bmorning coffee\b|\bblock \w+ minutes this week\b/i,
  es: /\btalento\b|\blibreta o una app de notas\b|\btemporizador\b|\bcafé de la mañana\b|\breserva \S+ minutos esta semana\b/iu,
};
/** Asking what gets in the way of a habit. */
const OBSTACLE = { en: /\bwhat (?:gets in the way of|got in the way)\b/i, es: /\bqué (?:se interpone|te frenó)(?!\p{L})/iu };
const TASK_POINTS = { en: /\b(?:steps?|tools|materials|budget|check what|need to know|how long each step)\b/i, es: /\b(?:pasos?|herramientas|materiales|presupuesto|comprueba|necesitas saber|cuánto tardará)\b/iu };
const MONEY_POINTS = {
  en: /\b(?:where your money goes|costs|risk|a number and a date|amount and a deadline|payday|your own amounts|knock)\b/i,
  es: /\b(?:adónde va tu dinero|cuesta|costes|riesgo|una cifra y una fecha|cantidad y una fecha|día de cobro|tus propias cifras|desviar)\b/iu,
};

describe('how-to topics by kind', () => {
  for (const language of ['en', 'es'] as const) {
    it(`${language}: reads each how-to as a habit, a skill, a task or money`, () => {
      for (const [kind, topics] of Object.entries(TOPICS[language])) {
        for (const topic of topics) expect(practiceKindOf(topic, language).kind, topic).toBe(kind);
      }
      expect(practiceKindOf(language === 'en' ? 'How to sleep better' : 'Cómo dormir mejor', language).health).toBe(true);
      expect(practiceKindOf(language === 'en' ? 'How to stop procrastinating' : 'Cómo dejar de procrastinar', language).health).toBe(false);
    });

    it(`${language}: a habit is asked what gets in the way, never told about talent, a notebook and timer or a coffee anchor`, () => {
      for (const topic of TOPICS[language].habit) {
        for (const { label, out, body } of scripts(topic, language)) {
          expect(body, label).not.toMatch(SKILL_ADVICE[language]);
          expect(body, label).toMatch(OBSTACLE[language]);
          expect(out.notice, label).toContain((language === 'en' ? BANK_EN : BANK_ES).notices.noFacts);
        }
      }
    });

    it(`${language}: a health habit can be sent to a professional; procrastination is not sent to a doctor`, () => {
      const doctor = language === 'en' ? /\bdoctor\b/ : /\bmédico\b/u;
      const asked = (topic: string) => [...scripts(topic, language, [180])].some(({ body }) => doctor.test(body));
      expect(asked(TOPICS[language].habit[0] ?? '')).toBe(true);
      expect(asked(TOPICS[language].habit[2] ?? '')).toBe(false);
    });

    it(`${language}: a task gets steps, tools, budget or checks, and no habit or skill advice`, () => {
      for (const topic of TOPICS[language].task) {
        for (const { label, body } of scripts(topic, language)) {
          expect(body, label).not.toMatch(SKILL_ADVICE[language]);
          expect(body, label).not.toMatch(OBSTACLE[language]);
          expect(body, label).toMatch(TASK_POINTS[language]);
        }
      }
    });

    it(`${language}: a planned task (a wedding) gets no workshop advice; a task done by hand does`, () => {
      const workshop = language === 'en' ? /\b(?:tools|charged|photos|electricity|clean-up)\b/i : /(?<!\p{L})(?:herramientas|cargadas|fotos|electricidad|limpieza)(?!\p{L})/iu;
      const wedding = language === 'en' ? 'How to plan a wedding' : 'Cómo organizar una boda';
      const room = language === 'en' ? 'How to paint a room' : 'Cómo pintar una habitación';
      expect(practiceKindOf(wedding, language)).toEqual({ kind: 'task', health: false, diy: false });
      expect(practiceKindOf(room, language)).toEqual({ kind: 'task', health: false, diy: true });
      for (const { label, body } of scripts(wedding, language)) expect(body, label).not.toMatch(workshop);
      expect([...scripts(room, language)].some(({ body }) => workshop.test(body))).toBe(true);
    });

    it(`${language}: a money how-to asks the money questions, not about talent or a timer`, () => {
      for (const topic of TOPICS[language].money) {
        for (const { label, body } of scripts(topic, language)) {
          expect(body, label).not.toMatch(SKILL_ADVICE[language]);
          expect(body, label).toMatch(MONEY_POINTS[language]);
        }
      }
    });

    it(`${language}: a skill keeps the practice points (talent, feedback, a first step)`, () => {
      for (const topic of TOPICS[language].skill) {
        const all = [...scripts(topic, language)].map((s) => s.body).join(' ');
        expect(all, topic).toMatch(language === 'en' ? /\btalent\b/ : /\btalento\b/u);
        expect(all, topic).not.toMatch(OBSTACLE[language]);
      }
    });
  }
});
