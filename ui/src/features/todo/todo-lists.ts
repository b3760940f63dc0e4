/** Spec section 3, "To-do note (demo)": a note and whether it is done. */
export interface TodoItem {
  note: string;
  complete: boolean;
}

export const TODO_LIST_NAMES = ['card', 'basic', 'modal'] as const;
export type TodoListName = (typeof TODO_LIST_NAMES)[number];

export type TodoLists = Record<TodoListName, TodoItem[]>;

/** The answer field of each list's calls (spec section 7): {cardTodo}, {basicTodo}, {modalTodo}. */
export const ANSWER_FIELD = {
  card: 'cardTodo',
  basic: 'basicTodo',
  modal: 'modalTodo',
} as const satisfies Record<TodoListName, string>;

const todo = (note: string, complete = false): TodoItem => ({ note, complete });

/** Spec section 9: the lists start with 6 (1 complete), 7 (1 complete) and 4 (1 complete) items. */
export function initialTodoLists(): TodoLists {
  return {
    card: [
      todo('Calibrate the platform scale before the morning inward', true),
      todo('Print the lot tokens for today'),
      todo('Check the bid approval queue'),
      todo('Send the daily cocoon arrival figures'),
      todo('Collect the cut-cocoon samples for the lab'),
      todo('Update the notice board with the floor prices'),
    ],
    basic: [
      todo('Verify the new farmer registrations', true),
      todo('Reconcile the levy collected yesterday'),
      todo('Follow up on the pending farmer payments'),
      todo('Renew the reeler licences due this month'),
      todo('Review the defect list with the TSC staff'),
      todo('Back up the auction register'),
      todo('Plan the next week’s slot timings'),
    ],
    modal: [
      todo('Prepare the monthly abstract for the AD office', true),
      todo('Book the hall for the farmers’ meeting'),
      todo('Order drying trays for the shed'),
      todo('Arrange the fire safety inspection'),
    ],
  };
}
