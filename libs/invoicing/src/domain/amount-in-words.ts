const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: 'Ninety-Nine'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return n % 10 === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}`;
}

/** The Indian system's steps, largest first; a count of crores is itself written in this system. */
const SCALES = [
  { size: 10_000_000, name: 'Crore' },
  { size: 100_000, name: 'Lakh' },
  { size: 1_000, name: 'Thousand' },
  { size: 100, name: 'Hundred' },
] as const;

/** A positive whole number in words: 1,50,00,000 is 'One Crore Fifty Lakh'. */
function inIndianWords(n: number): string {
  const words: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    if (count > 0) words.push(`${inIndianWords(count)} ${scale.name}`);
    rest %= scale.size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** An amount as a tax invoice writes it: 139950 is 'Indian Rupees One Thousand Three Hundred Ninety-Nine and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new Error(`An amount must be a whole number of paise, not ${paise}`);
  const rupees = Math.floor(paise / 100);
  const restPaise = paise % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : inIndianWords(rupees);
  const paiseWords = restPaise === 0 ? '' : ` and ${belowHundred(restPaise)} ${restPaise === 1 ? 'Paisa' : 'Paise'}`;
  return `Indian Rupees ${rupeeWords}${paiseWords} Only`;
}
