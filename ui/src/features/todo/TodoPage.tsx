import { TemplateNotice } from '../templates/TemplateNotice';
import { TemplatePage } from '../templates/TemplatePage';
import { TodoBasicList } from './TodoBasicList';
import { TodoCardList } from './TodoCardList';
import { TodoModalList } from './TodoModalList';
import './todo.css';

/** /auth/todo: the spec's demo to-do feature, answered by an in-browser mock of /api/todo/*. */
export function TodoPage() {
  return (
    <TemplatePage title="To-do demo" wide>
      <TemplateNotice>
        A demonstration of the three to-do lists. Its calls are answered inside this browser by a mock of the
        /api/todo service; nothing is sent to a server, and reloading the page starts the lists again.
      </TemplateNotice>
      <div className="todo-grid">
        <TodoCardList />
        <TodoBasicList />
        <TodoModalList />
      </div>
    </TemplatePage>
  );
}
