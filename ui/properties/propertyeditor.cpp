#include "ui/properties/propertyeditor.h"

#include "ui/document/document.h"
#include "ui/properties/attributetable.h"
#include "ui/properties/propertymodel.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Set on a choice's combo box while a key or the wheel steps through its entries.
constexpr char kStepped[] = "hbdStepped";

Property::Type typeOf(const QModelIndex &index)
{
    return Property::Type(index.data(PropertyModel::TypeRole).toInt());
}

// The properties' table as a keyboard user goes through it: Tab and Shift+Tab go from value to
// value (the names are not editable) and, past the last or the first, on to the next widget of
// the window instead of round the table again; the current cell is always a value, so F2 or
// typing edits the row the user is on.
class PropertyView : public QTableView
{
protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override
    {
        const QModelIndex current = currentIndex();
        if (action != MoveNext && action != MovePrevious)
            return QTableView::moveCursor(action, modifiers);
        const int row = current.row() + (action == MoveNext ? 1 : -1);
        if (!current.isValid() || row < 0 || row >= model()->rowCount())
            return {}; // the end: Tab leaves the table
        return model()->index(row, PropertyModel::ValueColumn);
    }
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override
    {
        QTableView::currentChanged(current, previous);
        if (current.isValid() && current.column() != PropertyModel::ValueColumn)
            QMetaObject::invokeMethod(
                this,
                [this, row = current.row()] {
                    if (currentIndex().row() == row &&
                        currentIndex().column() != PropertyModel::ValueColumn)
                        setCurrentIndex(model()->index(row, PropertyModel::ValueColumn));
                },
                Qt::QueuedConnection);
    }
};

} // namespace

PropertyDelegate::PropertyDelegate(PropertyModel *model, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_model(model)
{}

QWidget *PropertyDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                        const QModelIndex &index) const
{
    switch (typeOf(index)) {
    case Property::Type::Choice: {
        auto *combo = new QComboBox(parent);
        const QStringList values = index.data(PropertyModel::ChoicesRole).toStringList();
        const QStringList labels = index.data(PropertyModel::ChoiceLabelsRole).toStringList();
        for (int i = 0; i < values.size(); ++i)
            combo->addItem(labels.value(i, values[i]), values[i]);
        // A choice picked from the list is made at once, not when focus leaves. One stepped to
        // with the keys or the wheel is made as a typed value is, when the editor is left: Esc
        // still takes it back (eventFilter marks those steps).
        connect(combo, &QComboBox::activated, this, [this, combo] {
            if (!combo->property(kStepped).toBool())
                emit const_cast<PropertyDelegate *>(this)->commitData(combo);
        });
        return combo;
    }
    case Property::Type::KeyList:
    case Property::Type::LongText: {
        auto *edit = new QPlainTextEdit(parent);
        edit->setToolTip(index.data(Qt::ToolTipRole).toString());
        connect(edit, &QPlainTextEdit::textChanged, this,
                [this, edit, index] { emit checked(m_model->check(index, edit->toPlainText())); });
        return edit;
    }
    case Property::Type::Attributes: {
        auto *table = new AttributeTable(parent);
        table->setToolTip(index.data(Qt::ToolTipRole).toString());
        connect(table, &AttributeTable::textChanged, this,
                [this, table, index] { emit checked(m_model->check(index, table->text())); });
        return table;
    }
    default: {
        auto *edit = new QLineEdit(parent);
        edit->setToolTip(index.data(Qt::ToolTipRole).toString());
        connect(edit, &QLineEdit::textEdited, this, [this, edit, index](const QString &text) {
            const QString message = m_model->check(index, text);
            // The field turns red while the value would be refused.
            QPalette palette = edit->parentWidget()->palette();
            if (!message.isEmpty()) {
                palette.setColor(QPalette::Base, QColor(255, 220, 220));
                palette.setColor(QPalette::Text, Qt::black);
            }
            edit->setPalette(palette);
            emit checked(message);
        });
        return edit;
    }
    }
}

bool PropertyDelegate::eventFilter(QObject *editor, QEvent *event)
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    const auto *key = event->type() == QEvent::KeyPress ? static_cast<QKeyEvent *>(event) : nullptr;
    const bool leaves = key && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter ||
                                key->key() == Qt::Key_Escape || key->key() == Qt::Key_Tab ||
                                key->key() == Qt::Key_Backtab);
    if (qobject_cast<QPlainTextEdit *>(editor) && key) {
        // Enter starts a new line in split keys or notes: Tab and Shift+Tab take the text and go
        // on to the next or previous value (rather than typing a tab), Ctrl+Enter takes it and
        // stays on the row.
        auto *widget = static_cast<QWidget *>(editor);
        if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
            emit commitData(widget);
            emit closeEditor(widget, key->key() == Qt::Key_Tab ? EditNextItem : EditPreviousItem);
            return true;
        }
        if (leaves && key->key() != Qt::Key_Escape &&
            key->modifiers().testFlag(Qt::ControlModifier)) {
            emit commitData(widget);
            emit closeEditor(widget, SubmitModelCache);
            return true;
        }
    }
    if (combo && ((key && !leaves) || event->type() == QEvent::Wheel)) {
        // The combo box handles the key after this filter, emitting activated within it; the
        // mark is gone before a list it opens (Alt+Down, F4) can be picked from.
        combo->setProperty(kStepped, true);
        QMetaObject::invokeMethod(
            combo, [combo] { combo->setProperty(kStepped, false); }, Qt::QueuedConnection);
    }
    return QStyledItemDelegate::eventFilter(editor, event);
}

void PropertyDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QString value = index.data(Qt::EditRole).toString();
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(std::max(0, combo->findData(value)));
    else if (auto *text = qobject_cast<QPlainTextEdit *>(editor))
        text->setPlainText(value);
    else if (auto *table = qobject_cast<AttributeTable *>(editor))
        table->setText(value);
    else if (auto *line = qobject_cast<QLineEdit *>(editor))
        line->setText(value);
}

void PropertyDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    QString value;
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        value = combo->currentData().toString();
    else if (auto *text = qobject_cast<QPlainTextEdit *>(editor))
        value = text->toPlainText();
    else if (auto *table = qobject_cast<AttributeTable *>(editor))
        value = table->text();
    else if (auto *line = qobject_cast<QLineEdit *>(editor))
        value = line->text();
    model->setData(index, value, Qt::EditRole);
}

void PropertyDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                            const QModelIndex &index) const
{
    QRect rect = option.rect;
    // Split keys, attributes and notes need room: the editor opens below its row.
    if (typeOf(index) == Property::Type::KeyList || typeOf(index) == Property::Type::Attributes ||
        typeOf(index) == Property::Type::LongText) {
        rect.setHeight(qMax(rect.height() * 8, 160));
        // Attribute names are long (CONFIGURATION:hbase.hstore.blockingStoreFiles): their table
        // takes the row's whole width, over the property's name, which its headers repeat.
        if (typeOf(index) == Property::Type::Attributes)
            rect.setLeft(0);
        // Near the panel's bottom (a short panel on a projector), it opens upwards instead of
        // running off the edge, and never taller than the panel.
        const int room = editor->parentWidget()->height();
        rect.setHeight(std::min(rect.height(), room));
        if (rect.bottom() >= room)
            rect.moveBottom(room - 1);
    }
    editor->setGeometry(rect);
}

PropertyEditor::PropertyEditor(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_model(new PropertyModel(document, this))
    , m_view(new PropertyView)
    , m_message(new QLabel)
{
    auto *delegate = new PropertyDelegate(m_model, this);
    m_view->setObjectName(QStringLiteral("propertyView"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(delegate);
    m_view->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(PropertyModel::NameColumn,
                                                     QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_message->setObjectName(QStringLiteral("propertyMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_message);
    showMessage({});
    connect(m_model, &PropertyModel::refused, this, &PropertyEditor::showMessage);
    connect(delegate, &PropertyDelegate::checked, this, &PropertyEditor::showMessage);
    // A reset (another object shown: chosen in the tree, or after an undo) closes the open editor.
    // The row the user was on stays current and the focus stays in the table, where Tab and the
    // arrow keys go on from; without this the focus fell to the window's first widget.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_resetFrom = m_view->currentIndex().data(PropertyModel::PropertyIdRole).toString();
        const QWidget *focus = QApplication::focusWidget();
        m_resetHadFocus = focus && (focus == m_view || m_view->isAncestorOf(focus));
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->resizeRowsToContents();
        if (m_resetHadFocus)
            m_view->setFocus(Qt::OtherFocusReason);
        m_resetHadFocus = false;
        const QModelIndex current = m_model->indexOf(m_resetFrom);
        if (current.isValid())
            m_view->setCurrentIndex(current);
        m_resetFrom.clear();
    });
    // The rows the model already had before the connection above: sized as after every reset
    // (30 px high until File > New made them 18).
    m_view->resizeRowsToContents();
    // A refusal is about the object it was typed on: another object or document drops it.
    connect(document, &Document::replaced, this, [this] { showMessage({}); });
    connect(document, &Document::selectionChanged, this, [this] { showMessage({}); });
}

QString PropertyEditor::message() const
{
    return m_message->text();
}

void PropertyEditor::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    // Red that reads on the light and the dark palette.
    QPalette palette = m_message->palette();
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    palette.setColor(QPalette::WindowText, dark ? QColor(255, 130, 130) : QColor(170, 0, 0));
    m_message->setPalette(palette);
}
