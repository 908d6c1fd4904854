// What kind of thing a "how to..." topic asks you to do, so the built-in writer asks the questions
// that suit it: a habit (sleep better, drink more water) is about what gets in the way and what to
// change first, not about talent or a notebook and a timer; a task (paint a room, plan a wedding)
// about steps, tools and budget; a money how-to about the money questions; anything else is read as
// a skill (guitar, drawing, code), which the general practice points were written for.
// Word lists in English and Spanish; the topic as typed, lower case. Heuristics, first match wins.
import { domainOf } from './writer-domains.ts';
import type { WriterLanguage } from './writer-language.ts';

export const PRACTICE_KINDS = ['habit', 'skill', 'task', 'money'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export interface PracticeReading {
  kind: PracticeKind;
  /** A habit of the body (sleep, food, drink, smoking): when to see a professional is worth asking. */
  health: boolean;
  /** A task done by hand (paint, fix, move): tools, photos, safety and the clean-up apply; a wedding or a trip is planned instead. */
  diy: boolean;
}

interface Lists {
  /** The "how to" openers the lists below read past. */
  opener: RegExp;
  /** Money verbs the money domain (writer-domains.ts) does not name: "save up", «ahorrar». */
  money: RegExp;
  /** Said outright to be learnt, or a skill by name. */
  skill: RegExp;
  /** A one-off job, by its verb at the start. */
  taskVerb: RegExp;
  habit: RegExp;
  health: RegExp;
  /** A one-off job, by what it is about. */
  taskNoun: RegExp;
  /** A task that is organised rather than done by hand: an event, a trip, an application. */
  planned: RegExp;
}

const LISTS: Record<WriterLanguage, Lists> = {
  en: {
    money: /\b(?:save|save up|saving up|budget\w*|pay off|paying off|get out of debt|invest\w*)\b/,
    opener:
      /^(?:(?:tips|ideas|advice|steps) (?:for|on|to)\s+|(?:the )?(?:best |easiest |simplest )?(?:ways?|guide) (?:to|for)\s+|(?:learn )?how (?:to|do i|do you|can i|can you|should i)\s+)/,
    skill:
      /^(?:learn|learning|get better at|getting better at)\b|\b(?:guitar|piano|drums|violin|ukulele|sing|singing|draw|drawing|sketch\w*|photograph\w*|code|coding|program\w*|speak\w*|public speaking|languages?|spanish|english|french|german|italian|japanese|chess|danc\w*|swim\w*|cook|cooking|bake|baking|knit\w*|sew\w*|writing|write (?:better|a (?:novel|story|poem|song))|negotiat\w*|skateboard\w*|juggl\w*|edit\w*|typ(?:e|ing) fast\w*)\b/,
    taskVerb:
      /^(?:paint (?:a|an|the|your|my) (?!portrait|picture|landscape)|move (?:house|home|out|abroad|to|in|apartments?|flats?|countries|cities)\b|moving (?:house|home|out|abroad)|plan (?:a|an|the|your|my)\b|planning (?:a|an|the|your)\b|organi[sz]e (?:a|an|the|your|my)\b|declutter\w*|clean (?:a|an|the|your|my|out)\b|renovat\w*|redecorat\w*|decorat\w*|build (?:a|an|the|your)\b|fix (?:a|an|the|your)\b|repair\w*|install\w*|assembl\w*|set(?:ting)? up (?:a|an|the|your)\b|start(?:ing)? (?:a|an|your) (?!habit|routine|diet)|grow\w* (?:your own )?(?:vegetables|tomatoes|herbs|food|plants)|plant (?:a|an|your)\b|pack (?:for|a|your)\b|throw (?:a|an)\b|host (?:a|an)\b|apply for\b|prepare for (?:a|an|your) (?:move|trip|interview|exam)|write (?:a|an|your) (?:cv|resume|will|cover letter)|change (?:a|the) (?:tyre|tire|oil|lock)|furnish\w*|remodel\w*|launch (?:a|an|your)\b|open (?:a|an) (?:shop|store|restaurant|café|cafe)\b)/,
    habit:
      /\b(?:sleep\w*|nap|naps|napping|insomnia|wake up|waking up|get up early|getting up early|go to bed|going to bed|bedtime|drink\w*|water|hydrat\w*|eat|eating|sugar|snack\w*|diet\w*|fasting|meal prep\w*|meals?|breakfast|caffeine|coffee|alcohol|smok\w*|vap(?:e|ing)|procrastinat\w*|focus|concentrat\w*|productiv\w*|screen time|phone|social media|doomscroll\w*|stress\w*|anxiety|worry\w*|relax\w*|meditat\w*|mindful\w*|journal\w*|gratitude|posture|stretch\w*|walk\w*|steps a day|exercis\w*|work(?:ing)? out|workouts?|fit|fitter|fitness|weight|floss\w*|skin ?care|routines?|habits?|consistent|consistency|disciplin\w*|motivat\w*|early riser|morning person|overthink\w*|read more)\b|^[a-z]+ (?:more|less)\b|^(?:stop|stopping|quit|quitting|cut down|cutting down|cut back|give up|giving up)\b/,
    health:
      /\b(?:sleep\w*|nap|naps|napping|insomnia|bedtime|drink\w*|water|hydrat\w*|eat|eating|sugar|snack\w*|diet\w*|fasting|breakfast|caffeine|coffee|alcohol|smok\w*|vap(?:e|ing)|stress\w*|anxiety|posture|exercis\w*|work(?:ing)? out|workouts?|fit|fitter|fitness|weight|skin ?care)\b/,
    taskNoun:
      /\b(?:garden|wedding|room|kitchen|bathroom|bedroom|house|apartment|flat|move|moving|party|trip|renovation|diy|furniture|shelf|shelves|fence|deck|wall|walls|closet|wardrobe|garage|balcony|compost|podcast|website|blog|business|shop)\b/,
    planned: /^(?:plan|planning|host|hosting|throw|throwing|apply|applying|launch|launching|prepare|preparing|write)\b|\b(?:wedding|party|trip|event|holiday|vacation|podcast|blog|website|business|channel|birthday|conference)\b/,
  },
  es: {
    money: /(?<!\p{L})(?:ahorr\p{L}*|deudas?|invert\p{L}*|inversi\p{L}*|presupuest\p{L}*|pagar (?:la|las|tus|mis) (?:deudas?|tarjetas?))(?!\p{L})/u,
    opener:
      /^(?:(?:consejos|ideas|trucos|pasos) (?:para|sobre)\s+|(?:la |las )?(?:mejores? )?(?:formas?|maneras?|guía) (?:de|para)\s+|(?:aprende a |aprender a )?c[óo]mo (?:puedo |puedes |se puede )?)/u,
    skill:
      /^(?:aprende|aprender|mejorar en)(?!\p{L})|(?<!\p{L})(?:guitarra|piano|batería|violín|ukelele|cantar|canto|dibuj\p{L}*|fotograf\p{L}*|program\p{L}*|código|hablar en público|oratoria|idiomas?|inglés|francés|alemán|italiano|japonés|ajedrez|bail\p{L}*|nadar|natación|cocinar|hornear|tejer|coser|escribir mejor|escribir una (?:novela|historia|canción)|negoci\p{L}*|editar|edición)(?!\p{L})/u,
    taskVerb:
      /^(?:pintar (?:una|un|la|el|tu|mi|las|los) (?!retrato|cuadro|paisaje)|mudar(?:se|te)|hacer (?:una|la|tu) mudanza|planear|planificar|organizar (?:una|un|la|el|tu|mi) (?:boda|fiesta|viaje|mudanza|cumpleaños|evento|armario|casa|cocina|trastero|garaje)|ordenar (?:la|el|tu|mi)|limpiar (?:la|el|tu|mi)|reformar|renovar (?:la|el|tu)|decorar|construir|arreglar|reparar|instalar|montar (?:una|un|tu)|empezar (?:un|una|tu) (?!hábito|rutina|dieta)|crear (?:un|una|tu) (?!hábito|rutina)|plantar|cultivar|hacer (?:la|las|una) maletas?|preparar (?:una|la|tu) (?:mudanza|maleta|viaje|entrevista)|abrir (?:una|un) (?:tienda|negocio|restaurante|cafetería)|escribir (?:un|tu) (?:currículum|cv|testamento)|cambiar (?:una|la) (?:rueda|cerradura))(?!\p{L})/u,
    habit:
      /(?<!\p{L})(?:dormir|duerm\p{L}*|sueño|siesta|insomnio|despertar(?:se|te)?|levantar(?:se|te) temprano|madrugar|acostar(?:se|te)|beber|agua|hidrat\p{L}*|comer|azúcar|dulces|picar entre horas|dieta|ayuno|desayun\p{L}*|cafeína|café|alcohol|fumar|tabaco|vapear|procrastin\p{L}*|concentr\p{L}*|productiv\p{L}*|móvil|pantallas?|redes sociales|estrés|ansiedad|preocup\p{L}*|relaj\p{L}*|medit\p{L}*|diario|gratitud|postura|estir\p{L}*|caminar|pasos al día|ejercicio|entrenar|hacer deporte|en forma|peso|adelgazar|piel|rutinas?|hábitos?|constan\p{L}*|disciplina|motivaci\p{L}*|pensar demasiado|leer más)(?!\p{L})|^\p{L}+ (?:más|menos)(?!\p{L})|^(?:dejar de|deja de|dejar el|dejar la)(?!\p{L})/u,
    health:
      /(?<!\p{L})(?:dormir|duerm\p{L}*|sueño|siesta|insomnio|acostar(?:se|te)|beber|agua|hidrat\p{L}*|comer|azúcar|dulces|picar entre horas|dieta|ayuno|desayun\p{L}*|cafeína|café|alcohol|fumar|tabaco|vapear|estrés|ansiedad|postura|ejercicio|entrenar|hacer deporte|en forma|peso|adelgazar|piel)(?!\p{L})/u,
    taskNoun:
      /(?<!\p{L})(?:huerto|jardín|boda|habitación|cuarto|cocina|baño|casa|piso|mudanza|fiesta|viaje|reforma|muebles?|estantería|valla|pared|paredes|armario|garaje|balcón|terraza|compost|pódcast|podcast|web|blog|negocio|tienda)(?!\p{L})/u,
    planned: /^(?:planear|planificar|preparar|abrir|escribir|lanzar)(?!\p{L})|(?<!\p{L})(?:boda|fiesta|viaje|evento|vacaciones|cumpleaños|pódcast|podcast|web|blog|negocio|tienda|canal)(?!\p{L})/u,
  },
};

/**
 * The kind of practice a topic is, read in `lang` (the language it is written in). A named skill
 * comes first, then money ("save money", «salir de deudas»), whatever else the topic names.
 */
export function practiceKindOf(topic: string, lang: WriterLanguage): PracticeReading {
  const l = LISTS[lang];
  const typed = topic.toLowerCase().replace(/^[¿¡"'“«\s]+|[?!.。"'”»\s]+$/g, '');
  const s = typed.replace(l.opener, '').trim();
  const as = (kind: PracticeKind): PracticeReading => ({
    kind,
    health: kind === 'habit' && l.health.test(s),
    diy: kind === 'task' && !l.planned.test(s),
  });
  // A skill by name comes first: "negotiate a higher salary" is practised, not budgeted.
  if (l.skill.test(s)) return as('skill');
  if (domainOf(s) === 'money' || l.money.test(s)) return as('money');
  if (l.taskVerb.test(s)) return as('task');
  if (l.habit.test(s)) return as('habit');
  return as(l.taskNoun.test(s) ? 'task' : 'skill');
}
