// Topics a new user might type, for the built-in writer's tests: questions, lists, comparisons,
// "how to", names, one word, long phrases, and topics in Spanish and other languages.
export const ENGLISH_TOPICS = [
  '5 morning habits that make you more productive',
  'Top 3 budgeting apps compared',
  'Why sleep matters for athletes',
  'Why do cats purr?',
  'How does caffeine work?',
  'Is coffee bad for you?',
  'What is inflation?',
  'Taylor Swift',
  'Coffee',
  'iPhone vs Android',
  'Tea vs coffee',
  'Best running shoes for beginners',
  'How to start a vegetable garden on a balcony',
  'Meal prep for busy parents',
  '10 tips for saving money on groceries',
  '5 ways to save money',
  'The history of Rome',
  '7 mistakes new runners make',
  'Learning guitar as an adult',
  'Intermittent fasting for beginners',
  'Black holes',
  'Bitcoin',
  'how to convince your landlord to let you keep a large dog in a small apartment without paying extra fees',
  'Photography',
  'Remote work productivity tips',
  'How do I stop procrastinating?',
  'Public speaking',
  'The benefits of cold showers',
  'Elon Musk',
  'Climate change',
  'Should you rent or buy a house?',
  'Netflix vs Disney+',
  'Best laptops for students 2025',
  'How to learn Spanish fast',
  'Minimalism',
  'Dog training tips',
  '3 signs you need a vacation',
  'The future of AI',
  'Making sourdough bread at home',
  'Why is the sky blue?',
  'Stoicism for modern life',
  'How to negotiate a higher salary',
  'Skincare routine for oily skin',
  'The best books of all time',
  'THE ULTIMATE GUIDE TO MEAL PREP',
  'How to sleep better',
  'How to paint a room',
  'How to pay off debt',
];

export const SPANISH_TOPICS = [
  'Cómo dormir mejor',
  '5 hábitos matutinos que te hacen más productivo',
  'Las 3 mejores apps de presupuesto',
  '¿Por qué los gatos ronronean?',
  'El ayuno intermitente',
  'Cómo empezar a invertir con poco dinero',
  'La historia de Roma',
  'Aprender guitarra de adulto',
  'Messi vs Ronaldo',
  'Consejos para ahorrar en el supermercado',
  '¿Es malo el café?',
  'Cómo pintar una habitación',
  'Cómo dejar de procrastinar',
];

export const OTHER_TOPICS = ['Comment apprendre le français', 'Wie man Brot backt', '東京の旅行'];

/**
 * Common English words that never belong in a Spanish sentence (words that are also Spanish, like
 * "a", "no" or "son", are left out).
 */
export const ENGLISH_WORDS = new Set(
  ('the and of to in is it you that was for on are with as his they be at one have this from or had by ' +
    'but what some we can out other were all there when up your how said an each she which do their time ' +
    'if will way about many then them would write like so these her long make thing see him two look more ' +
    'day could go did number sound most people my over know water than call first who may down side been ' +
    'now find any new work part take get place made live where after back little only round man year came show ' +
    'every good give our under name very through just form great think say help low line before turn cause ' +
    'same mean differ move right boy old too does tell why ask went men read need land different home us ' +
    'should try kind hand picture again change off play spell air away animal house point page letter mother ' +
    'answer found study still learn habits morning productive apps compared sleep matters athletes budgeting ' +
    'better best tips ways money saving') .split(' '),
);

/** The Spanish text with quoted passages taken out: what is left must be Spanish. */
export const unquoted = (s: string) => s.replace(/«[^»]*»/g, ' ').replace(/"[^"]*"/g, ' ');
