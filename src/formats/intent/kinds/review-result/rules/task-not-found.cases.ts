import { ruleCases } from '../../../../../rules/rule-cases.js';

const review = (taskId: string) => `{"task_id": ${JSON.stringify(taskId)}, "verdict": "approved", "suggestions": []}\n`;
const TASKS = {
  '.forge/tasks/fix-login/check-address.yaml': 'intent_id: fix-login\ntitle: Check the address format\n',
};
const PATH = '.forge/reviews/fix-login/check-address.json';

export const cases = [
  ruleCases('review-result/task-not-found', {
    valid: [
      { name: 'its task exists', path: PATH, text: review('check-address'), files: TASKS },
      { name: "an unfilled template is template-leftover's", path: PATH, text: review('<task id>'), files: TASKS },
    ],
    invalid: [
      {
        name: 'a misspelt task, with the id it is near',
        path: PATH,
        text: review('check-adress'),
        files: TASKS,
        errors: [
          {
            line: 1,
            column: 13,
            message:
              '`task_id` is `check-adress`, but no task file is named `check-adress.yaml`. Did you mean `check-address`? Fix the id, or add the task.',
          },
        ],
      },
      {
        name: 'a review of a task that was never written',
        path: '.forge/reviews/fix-login/add-tests.yaml',
        text: 'task_id: add-tests\nverdict: rejected\nissues: [There are no tests.]\n',
        files: TASKS,
        errors: [
          {
            line: 1,
            column: 10,
            message:
              '`task_id` is `add-tests`, but no task file is named `add-tests.yaml`. Fix the id, or add the task.',
          },
        ],
      },
    ],
  }),
];
