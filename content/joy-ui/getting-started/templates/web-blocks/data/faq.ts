export interface Question {
  question: string;
  answer: string;
}

export const faqIntro = {
  title: 'Questions gardens ask us',
  lead: 'Something else on your mind? Write to us and one of the growers on the team answers, usually the same day.',
  contactEmail: 'hello@plotline.example',
};

export const questions: Question[] = [
  {
    question: 'Does every member need an account?',
    answer: 'Only the people who edit the plan or sign up for the rota. Anyone can view a garden’s public board from a link, and coordinators can add members who prefer a paper rota by name alone.',
  },
  {
    question: 'Will it work on the plot, where there is no signal?',
    answer: 'Yes. The app keeps your garden on the phone, so you can log a harvest or tick off a watering shift offline. It syncs as soon as you are back in range.',
  },
  {
    question: 'Can we collect plot fees through Plotline?',
    answer: 'On the Society plan you can send fee reminders and take card or bank payments, which land in your society’s own account. On the other plans, record who has paid and we will chase the rest for you by email.',
  },
  {
    question: 'What happens to our garden if we stop paying?',
    answer: 'Nothing is deleted. The garden moves to the free plan: everything stays readable, and you can export the plan, rota and harvest log as spreadsheets at any time.',
  },
  {
    question: 'Is there a discount for schools and charities?',
    answer: 'Registered charities, schools and tenants’ associations get 40% off the Grower and Society plans. Tell us your charity or school number when you upgrade.',
  },
  {
    question: 'We already have a spreadsheet of plots. Can we bring it in?',
    answer: 'Upload it as a CSV file with one row per plot, and match its columns to ours. Most gardens are set up in under an hour.',
  },
];
