// A small map from what a topic is about to an emoji and English stock-footage words, so the
// built-in writer's scenes get pictures that fit even when the topic is not in English.
// First match wins; patterns cover English and Spanish word stems.

export interface Concept {
  emoji: string;
  /** English, 2-3 words: what a camera would show. */
  visual: string;
}

const CONCEPTS: [RegExp, Concept][] = [
  [/\b(?:sleep|sleeping|insomnia|naps?\b|sueño|dormir|siesta)/i, { emoji: '😴', visual: 'person sleeping bed' }],
  [/\b(?:coffee|espresso|café|cafeína|caffeine)/i, { emoji: '☕', visual: 'coffee cup morning' }],
  [/\b(?:morning|mañana|matutin|sunrise|amanecer)/i, { emoji: '🌅', visual: 'morning routine sunrise' }],
  [/\b(?:budget|money|saving|savings|finance|debt|presupuesto|dinero|ahorr|finanzas|deuda)/i, { emoji: '💰', visual: 'money budget planning' }],
  [/\b(?:invest|stock market|crypto|bitcoin|invert|inversi|bolsa)/i, { emoji: '📈', visual: 'stock market chart' }],
  [/\b(?:garden|plant|vegetable|tomato|huerto|jard|planta|verdura|tomate)/i, { emoji: '🌱', visual: 'vegetable garden plants' }],
  [/\b(?:workout|gym|fitness|exercise|strength|muscle|entrenamiento|gimnasio|ejercicio|fuerza)/i, { emoji: '💪', visual: 'gym workout training' }],
  [/\b(?:run(?:s|ning|ners?)?\b|marathon|jog|correr|maratón|carrera)/i, { emoji: '🏃', visual: 'runner running outdoors' }],
  [/\b(?:cook|cooking|recipe|meal|kitchen|bake|baking|cocin|receta|comida|hornear)/i, { emoji: '🍳', visual: 'cooking kitchen food' }],
  [/\b(?:diet|fasting|nutrition|healthy eating|weight loss|dieta|ayuno|nutrici|adelgazar)/i, { emoji: '🥗', visual: 'healthy food plate' }],
  [/\b(?:dogs?\b|pupp|perro|cachorro)/i, { emoji: '🐶', visual: 'happy dog' }],
  [/\b(?:cats?\b|kitten|gat[oa]s?\b|gatito)/i, { emoji: '🐱', visual: 'cat at home' }],
  [/\b(?:apps?\b|phone|iphone|android|smartphone|móvil|teléfono|aplicaci)/i, { emoji: '📱', visual: 'smartphone app screen' }],
  [/\b(?:code|coding|programming|developer|python|javascript|software|programa|código)/i, { emoji: '💻', visual: 'programmer laptop code' }],
  [/\b(?:study|studying|exams?\b|school|student|learn|estudi|examen|escuela|aprend)/i, { emoji: '📚', visual: 'student studying books' }],
  [/\b(?:travel|trips?\b|flight|vacation|viaj|vuelo|vacaciones)/i, { emoji: '✈️', visual: 'travel airport suitcase' }],
  [/\b(?:productiv|focus|time management|procrastinat|productividad|concentraci|procrastina)/i, { emoji: '⏰', visual: 'focused work desk' }],
  [/\b(?:habit|routine|hábito|rutina)/i, { emoji: '🔁', visual: 'daily routine planner' }],
  [/\b(?:meditat|mindful|stress|anxiety|medita|estrés|ansiedad)/i, { emoji: '🧘', visual: 'person meditating calm' }],
  [/\b(?:yoga)/i, { emoji: '🧘', visual: 'yoga mat stretching' }],
  [/\b(?:water|hydrat|agua|hidrata)/i, { emoji: '💧', visual: 'glass of water' }],
  [/\b(?:music|guitar|piano|song|música|guitarra|canci)/i, { emoji: '🎵', visual: 'musician playing instrument' }],
  [/\b(?:photo|camera|foto|cámara)/i, { emoji: '📸', visual: 'photographer camera' }],
  [/\b(?:book|reading|novel|libro|lectura|leer)/i, { emoji: '📖', visual: 'reading book cozy' }],
  [/\b(?:skin|skincare|beauty|makeup|piel|belleza|maquillaje)/i, { emoji: '✨', visual: 'skincare routine mirror' }],
  [/\b(?:parent|baby|kids|children|padres|bebé|niños|hijos)/i, { emoji: '👨‍👩‍👧', visual: 'parent with children' }],
  [/\b(?:business|startup|marketing|sales|entrepreneur|negocio|empresa|ventas|emprend)/i, { emoji: '📊', visual: 'business meeting office' }],
  [/\b(?:job|career|interview|resume|trabajo|empleo|entrevista|currículum)/i, { emoji: '💼', visual: 'job interview office' }],
  [/\b(?:remote work|work from home|teletrabajo)/i, { emoji: '🏠', visual: 'home office laptop' }],
  [/\b(?:health|doctor|heart|salud|médico|corazón)/i, { emoji: '❤️', visual: 'healthy lifestyle' }],
  [/\b(?:science|physics|chemistry|space|planet|black hole|ciencia|física|química|espacio|planeta)/i, { emoji: '🔬', visual: 'science laboratory' }],
  [/\b(?:history|ancient|rome\b|empire|wars?\b|historia|antigu|imperio|guerra)/i, { emoji: '🏛️', visual: 'ancient ruins' }],
  [/\b(?:ai\b|artificial intelligence|machine learning|inteligencia artificial|robot)/i, { emoji: '🤖', visual: 'artificial intelligence technology' }],
  [/\b(?:cars?\b|driving|coche|conducir)/i, { emoji: '🚗', visual: 'car driving road' }],
  [/\b(?:shoe|sneaker|zapatilla)/i, { emoji: '👟', visual: 'running shoes' }],
  [/\b(?:language|spanish|english|french|idioma|inglés|español|francés)/i, { emoji: '🗣️', visual: 'language learning conversation' }],
  [/\b(?:climate|environment|recycl|sustainab|clima|medio ambiente|recicl|sostenib)/i, { emoji: '🌍', visual: 'nature environment' }],
  [/\b(?:football|soccer|basketball|athlete|sport|fútbol|baloncesto|atleta|deporte)/i, { emoji: '⚽', visual: 'athlete training field' }],
];

/** The first concept the text mentions, if any. */
export function conceptOf(text: string): Concept | undefined {
  return CONCEPTS.find(([re]) => re.test(text))?.[1];
}
