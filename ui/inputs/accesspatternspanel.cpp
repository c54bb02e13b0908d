#include "ui/inputs/accesspatternspanel.h"

#include "model/edits/sampleedits.h"
#include "model/rowkey/fielduse.h"
#include "model/schema/units.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/inputs/elidingcombobox.h"
#include "ui/preview/accessmodel.h"
#include "ui/window/escapereverts.h"
#include "ui/window/saferebuild.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <limits>
#include <tuple>

namespace {

// Only an interface in another language than English has a name of its own to give a pattern.
bool hasTranslatedNames(const QString &language)
{
    return !language.startsWith(u"en");
}

using Choices = QList<std::pair<QString, QString>>; // text, data

// Fills `box` with `choices` only when they differ from what it offers: a chooser whose own
// activated signal led here keeps its items (docs/architecture.md#widgets-a-panel-replaces).
void offer(QComboBox *box, const Choices &choices)
{
    bool same = box->count() == choices.size();
    for (int i = 0; same && i < box->count(); ++i)
        same = box->itemText(i) == choices[i].first && box->itemData(i) == choices[i].second;
    if (same)
        return;
    box->clear();
    for (const auto &[text, data] : choices)
        box->addItem(text, data);
}

// The same for the known fields' check boxes: a field checked by the keyboard keeps its item.
void offer(QListWidget *list, const QStringList &choices, const QStringList &checked)
{
    bool same = list->count() == choices.size();
    for (int i = 0; same && i < list->count(); ++i)
        same = list->item(i)->text() == choices[i];
    if (!same) {
        list->clear();
        for (const QString &f : choices) {
            auto *item = new QListWidgetItem(f, list);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        }
    }
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(checked.contains(choices[i]) ? Qt::Checked : Qt::Unchecked);
}

} // namespace

AccessPatternsPanel::AccessPatternsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new AccessModel(this))
    , m_view(new QTableView)
    , m_add(new QPushButton)
    , m_remove(new QPushButton)
    , m_up(new QPushButton)
    , m_down(new QPushButton)
    , m_form(new QWidget)
    , m_nameLabel(new QLabel)
    , m_name(new QLineEdit)
    , m_translatedNameLabel(new QLabel)
    , m_translatedName(new QLineEdit)
    , m_kindLabel(new QLabel)
    , m_kind(new ElidingComboBox)
    , m_fieldsLabel(new QLabel)
    , m_fields(new QListWidget)
    , m_rangeLabel(new QLabel)
    , m_range(new QComboBox)
    , m_limitLabel(new QLabel)
    , m_limit(new QSpinBox)
    , m_rateLabel(new QLabel)
    , m_rate(new QLineEdit)
    , m_relatedLabel(new QLabel)
    , m_related(new QComboBox)
    , m_descriptionLabel(new QLabel)
    , m_description(new QLineEdit)
    , m_message(new QLabel)
{
    setObjectName(QStringLiteral("accessPatternsPanel"));
    m_view->setObjectName(QStringLiteral("accessView"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Read only: Tab goes on to the next widget, the arrow keys move between the cells.
    m_view->setTabKeyNavigation(false);
    // Every column as wide as its header and cells: a narrow dock scrolls rather than clipping
    // the last header ("每次请求涉及的 Region 数").
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->installEventFilter(this); // its width decides the columns shown
    connect(m_model, &QAbstractItemModel::modelReset, this, &AccessPatternsPanel::fitColumns);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &AccessPatternsPanel::fitColumns);
    m_add->setObjectName(QStringLiteral("addPattern"));
    m_remove->setObjectName(QStringLiteral("removePattern"));
    m_up->setObjectName(QStringLiteral("movePatternUp"));
    m_down->setObjectName(QStringLiteral("movePatternDown"));
    m_name->setObjectName(QStringLiteral("patternName"));
    m_translatedName->setObjectName(QStringLiteral("patternTranslatedName"));
    m_kind->setObjectName(QStringLiteral("patternKind"));
    m_fields->setObjectName(QStringLiteral("patternFields"));
    m_range->setObjectName(QStringLiteral("patternRangeField"));
    m_limit->setObjectName(QStringLiteral("patternLimit"));
    m_rate->setObjectName(QStringLiteral("patternRate"));
    m_related->setObjectName(QStringLiteral("patternRelatedTable"));
    m_description->setObjectName(QStringLiteral("patternDescription"));
    m_message->setObjectName(QStringLiteral("patternMessage"));
    m_message->setWordWrap(true);
    m_limit->setRange(0, std::numeric_limits<int>::max());
    m_limit->setGroupSeparatorShown(true);
    m_limit->setKeyboardTracking(false); // one edit when the number is finished
    m_fields->setMaximumHeight(m_fields->fontMetrics().height() * 6);
    m_add->setIcon(QIcon(QStringLiteral(":/icons/add-table.svg")));
    m_remove->setIcon(QIcon(QStringLiteral(":/icons/edit-delete.svg")));

    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *left = new QVBoxLayout;
    left->addLayout(buttons);
    left->addWidget(m_view, 1);
    left->addWidget(m_message);

    // Two columns of rows, which pattern and how it reads, so that the whole editor fits the
    // short bottom docks of a projector's window.
    auto *columns = new QHBoxLayout(m_form);
    columns->setContentsMargins(0, 0, 0, 0);
    m_whatForm = new QFormLayout;
    auto *howForm = new QFormLayout;
    const QList<std::tuple<QFormLayout *, QLabel *, QWidget *>> rows{
        {m_whatForm, m_nameLabel, m_name},
        {m_whatForm, m_translatedNameLabel, m_translatedName},
        {m_whatForm, m_kindLabel, m_kind},
        {m_whatForm, m_fieldsLabel, m_fields},
        {howForm, m_rangeLabel, m_range},
        {howForm, m_limitLabel, m_limit},
        {howForm, m_rateLabel, m_rate},
        {howForm, m_relatedLabel, m_related},
        {howForm, m_descriptionLabel, m_description}};
    for (const auto &[form, label, field] : rows) {
        form->addRow(label, field);
        label->setBuddy(field);
    }
    for (QFormLayout *form : {m_whatForm, howForm}) {
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        columns->addLayout(form, 1);
    }
    auto *formScroll = new QScrollArea;
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    formScroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the fields, not to their frame

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The editor's two columns take more than the list, whose columns scroll: at 1280×720 the
    // kind's "Write one row (put)" shows whole.
    layout->addLayout(left, 2);
    layout->addWidget(formScroll, 3);

    connect(m_add, &QPushButton::clicked, this, [this] { addPattern(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removePattern(currentRow()); });
    connect(m_up, &QPushButton::clicked, this,
            [this] { movePattern(currentRow(), currentRow() - 1); });
    connect(m_down, &QPushButton::clicked, this,
            [this] { movePattern(currentRow(), currentRow() + 1); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showPattern(current.row()); });
    // Esc gives back the value the project holds; the typing is dropped.
    auto *escape = new EscapeReverts([this](QWidget *) { showPattern(currentRow()); }, this);
    for (QWidget *editor :
         std::initializer_list<QWidget *>{m_name, m_translatedName, m_limit, m_rate, m_description})
        escape->watch(editor);
    connect(m_name, &QLineEdit::editingFinished, this, &AccessPatternsPanel::applyForm);
    connect(m_translatedName, &QLineEdit::editingFinished, this, &AccessPatternsPanel::applyForm);
    connect(m_rate, &QLineEdit::editingFinished, this, &AccessPatternsPanel::applyForm);
    connect(m_description, &QLineEdit::editingFinished, this, &AccessPatternsPanel::applyForm);
    connect(m_kind, &QComboBox::activated, this, &AccessPatternsPanel::applyForm);
    connect(m_range, &QComboBox::activated, this, &AccessPatternsPanel::applyForm);
    connect(m_related, &QComboBox::activated, this, &AccessPatternsPanel::applyForm);
    connect(m_limit, &QSpinBox::valueChanged, this, &AccessPatternsPanel::applyForm);
    connect(m_fields, &QListWidget::itemChanged, this, &AccessPatternsPanel::applyForm);
    connect(document, &Document::changed, this, &AccessPatternsPanel::sync);
    connect(document, &Document::selectionChanged, this, &AccessPatternsPanel::sync);
    retranslate();
    sync();
}

int AccessPatternsPanel::currentRow() const
{
    return m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
}

void AccessPatternsPanel::setCurrentRow(int row)
{
    m_view->setCurrentIndex(m_model->index(row, 0));
}

QString AccessPatternsPanel::message() const
{
    return m_message->text();
}

void AccessPatternsPanel::showResults(const QString &table,
                                      const QList<AccessAnalysis::Result> &results)
{
    if (table != m_table)
        return;
    // The same patterns with new figures: the current row and the form stay as they are.
    m_model->setResults(m_model->patterns(), results);
}

bool AccessPatternsPanel::addPattern()
{
    if (m_table.isEmpty())
        return false;
    int added = -1;
    const bool done = m_document->edit(tr("Add Access Pattern"), [&](Project *p, QString *) {
        added = SampleEdits::addAccessPattern(p, m_table);
        return added >= 0;
    });
    if (done) {
        setCurrentRow(added);
        m_name->setFocus();
        m_name->selectAll();
    }
    return done;
}

bool AccessPatternsPanel::removePattern(int row)
{
    if (m_table.isEmpty() || row < 0)
        return false;
    const bool done = m_document->edit(tr("Remove Access Pattern"), [&](Project *p, QString *) {
        return SampleEdits::removeAccessPattern(p, m_table, row);
    });
    if (done && m_model->rowCount() > 0)
        setCurrentRow(std::min(row, m_model->rowCount() - 1));
    return done;
}

bool AccessPatternsPanel::movePattern(int from, int to)
{
    if (m_table.isEmpty())
        return false;
    const bool done = m_document->edit(tr("Move Access Pattern"), [&](Project *p, QString *) {
        return SampleEdits::moveAccessPattern(p, m_table, from, to);
    });
    if (done)
        setCurrentRow(to);
    return done;
}

bool AccessPatternsPanel::applyPattern(int row, const AccessPattern &pattern)
{
    if (m_table.isEmpty() || row < 0)
        return false;
    QString error;
    const bool done = m_document->edit(
        tr("Edit Access Pattern"),
        [&](Project *p, QString *e) {
            return SampleEdits::setAccessPattern(p, m_table, row, pattern, e);
        },
        &error);
    showMessage(error);
    if (!error.isEmpty())
        showPattern(row); // back to what the project holds
    return done;
}

void AccessPatternsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AccessPatternsPanel::retranslate()
{
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add an access pattern: a named read or write the table must serve"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected access pattern"));
    m_up->setText(tr("Move Up"));
    m_down->setText(tr("Move Down"));
    m_nameLabel->setText(tr("Name:"));
    m_name->setToolTip(tr("The pattern's own name: the project file, suppressions and the "
                          "command line's JSON refer to it by this name"));
    const bool translated = hasTranslatedNames(Translations::currentLanguage());
    m_whatForm->setRowVisible(m_translatedName, translated);
    m_translatedNameLabel->setText(tr("Name in this language:"));
    m_translatedName->setToolTip(tr("How this interface names the pattern: in the list, the "
                                    "findings and the command line's messages; empty shows the "
                                    "name above"));
    m_kindLabel->setText(tr("Kind:"));
    m_kind->setToolTip(tr("How the application reaches the rows: one write, read or delete by "
                          "the whole key, a scan by the leading fields, a range over a field, or "
                          "the newest rows"));
    m_fieldsLabel->setText(tr("Kno&wn fields:"));
    m_fields->setToolTip(tr("The fields the caller knows when it reads or writes; they decide "
                            "which leading key segments are bound"));
    m_rangeLabel->setText(tr("Range field:"));
    m_range->setToolTip(tr("Range scan and latest N: the field the rows are ordered over"));
    m_limitLabel->setText(tr("Limit:"));
    m_limit->setToolTip(tr("Latest N: how many rows"));
    m_rateLabel->setText(tr("Rate:"));
    m_rate->setToolTip(tr(
        "How often it happens: 20,000 / s, 500 / min or 1.7e9 / d; a plain number is per second"));
    m_relatedLabel->setText(tr("Looks up thr&ough:"));
    m_related->setToolTip(tr("An index or lookup table this pattern reads first"));
    m_descriptionLabel->setText(tr("Des&cription:"));
    const QSignalBlocker blocker(m_kind);
    const int kind = m_kind->currentIndex();
    m_kind->clear();
    for (const AccessKind k : {AccessKind::Put, AccessKind::Get, AccessKind::PrefixScan,
                               AccessKind::RangeScan, AccessKind::LatestN, AccessKind::Delete})
        m_kind->addItem(accessKindText(k), int(k));
    m_kind->setCurrentIndex(kind);
    m_model->retranslate();
    fitColumns();    // the headers' widths changed
    showMessage({}); // a message of the old language would stay untranslated
    showPattern(currentRow());
}

QStringList AccessPatternsPanel::fieldChoices() const
{
    const Table *t = m_document->project().findTable(m_table);
    if (!t)
        return {};
    QStringList fields = FieldUse::usedFields(*t);
    for (const FieldGenerator &g : t->sample.generators) {
        if (!fields.contains(g.field))
            fields.append(g.field);
    }
    return fields;
}

void AccessPatternsPanel::sync()
{
    const QString table = m_document->selectedTable();
    const Table *t = m_document->project().findTable(table);
    const int row = table == m_table ? currentRow() : 0;
    if (table != m_table)
        m_model->setResults({}, {});
    m_table = table;
    setEnabled(t != nullptr);
    m_model->setPatterns(t ? t->accessPatterns : QList<AccessPattern>{});
    const bool any = m_model->rowCount() > 0;
    SafeRebuild::enable(m_remove, any, m_view);
    SafeRebuild::enable(m_up, any, m_view);
    SafeRebuild::enable(m_down, any, m_view);
    if (any)
        setCurrentRow(std::clamp(row, 0, m_model->rowCount() - 1));
    showPattern(currentRow());
}

void AccessPatternsPanel::showPattern(int row)
{
    const QList<AccessPattern> &patterns = m_model->patterns();
    const bool valid = row >= 0 && row < patterns.size();
    m_form->setEnabled(valid);
    SafeRebuild::enable(m_up, valid && row > 0, m_view);
    SafeRebuild::enable(m_down, valid && row + 1 < patterns.size(), m_view);
    const AccessPattern pattern = valid ? patterns[row] : AccessPattern{};
    const QSignalBlocker b1(m_name), b2(m_kind), b3(m_fields), b4(m_range), b5(m_limit), b6(m_rate),
        b7(m_related), b8(m_description), b9(m_translatedName);
    const QString language = Translations::currentLanguage();
    m_name->setText(pattern.name);
    m_name->setCursorPosition(0); // a long name shows its start
    m_translatedName->setText(
        pattern.i18n.has(language, TextField::Name) ? nameIn(pattern, language) : QString());
    m_translatedName->setPlaceholderText(pattern.name);
    m_kind->setCurrentIndex(m_kind->findData(int(pattern.kind)));
    QStringList choices = fieldChoices();
    for (const QString &f : pattern.fields) {
        if (!choices.contains(f))
            choices.append(f);
    }
    offer(m_fields, choices, pattern.fields);
    Choices ranges{{tr("(none)"), QString()}};
    for (const QString &f : choices)
        ranges.append({f, f});
    if (!pattern.rangeField.isEmpty() && !choices.contains(pattern.rangeField))
        ranges.append({pattern.rangeField, pattern.rangeField});
    offer(m_range, ranges);
    m_range->setCurrentIndex(m_range->findData(pattern.rangeField));
    const bool ranged =
        pattern.kind == AccessKind::RangeScan || pattern.kind == AccessKind::LatestN;
    m_range->setEnabled(ranged);
    m_limit->setEnabled(pattern.kind == AccessKind::LatestN);
    m_limit->setValue(pattern.limit);
    m_rate->setText(pattern.ratePerSecond > 0 ? Units::formatRate(pattern.ratePerSecond)
                                              : QString());
    Choices related{{tr("(none)"), QString()}};
    for (const Table &other : m_document->project().tables) {
        if (other.fullName() != m_table)
            related.append({other.qualifiedName(), other.qualifiedName()});
    }
    if (!pattern.relatedTable.isEmpty() &&
        std::none_of(related.cbegin(), related.cend(),
                     [&](const auto &choice) { return choice.second == pattern.relatedTable; }))
        related.append({pattern.relatedTable, pattern.relatedTable});
    offer(m_related, related);
    m_related->setCurrentIndex(m_related->findData(pattern.relatedTable));
    // In the interface's language, as the table shows it; an edit changes that text.
    m_description->setText(descriptionIn(pattern, language));
    m_description->setCursorPosition(0); // a long description shows its start
    m_description->setToolTip(m_description->text());
}

void AccessPatternsPanel::applyForm()
{
    const int row = currentRow();
    if (row < 0 || row >= m_model->patterns().size())
        return;
    AccessPattern pattern = m_model->patterns()[row];
    pattern.name = m_name->text().trimmed();
    const QString language = Translations::currentLanguage();
    if (hasTranslatedNames(language))
        pattern.i18n.setTranslation(language, TextField::Name, m_translatedName->text().trimmed());
    pattern.kind = AccessKind(m_kind->currentData().toInt());
    pattern.fields.clear();
    for (int i = 0; i < m_fields->count(); ++i) {
        if (m_fields->item(i)->checkState() == Qt::Checked)
            pattern.fields.append(m_fields->item(i)->text());
    }
    pattern.rangeField = m_range->currentData().toString();
    pattern.limit = m_limit->value();
    if (m_rate->text().trimmed().isEmpty()) {
        pattern.ratePerSecond = 0;
    } else {
        const Units::ParsedRate rate = Units::parseRate(m_rate->text());
        if (!rate.ok()) {
            showMessage(rate.error);
            return;
        }
        pattern.ratePerSecond = rate.perSecond;
    }
    pattern.relatedTable = m_related->currentData().toString();
    pattern.i18n.setText(language, TextField::Description, pattern.description,
                         m_description->text());
    applyPattern(row, pattern);
}

void AccessPatternsPanel::fitColumns()
{
    // At 1280×720 the list is two fifths of a bottom dock: how each pattern is served must show
    // without scrolling sideways. The known fields (the editor beside shows them), the scans,
    // the bound segments and then the regions a request touches give way, in that order; the
    // Served by cell's tooltip keeps them. Still too narrow, Served by wraps in what is left.
    // The view's width less a vertical scroll bar's, shown or not: the rows' heights (wrapped
    // or not) must not change the room and so the columns again.
    const int room = m_view->contentsRect().width() -
                     m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
    QHeaderView *header = m_view->horizontalHeader();
    QList<int> widths;
    int total = 0;
    for (int column = 0; column < AccessModel::ColumnCount; ++column) {
        int width = header->sectionSizeHint(column);
        for (int row = 0; row < m_model->rowCount(); ++row)
            width = std::max(width, m_view->sizeHintForIndex(m_model->index(row, column)).width());
        widths.append(width);
        total += width;
    }
    for (const int column : {int(AccessModel::FieldsColumn), int(AccessModel::ScansColumn),
                             int(AccessModel::BoundColumn), int(AccessModel::RegionsColumn)}) {
        const bool hide = total > room;
        m_view->setColumnHidden(column, hide);
        if (hide)
            total -= widths[column];
    }
    const bool wrap = total > room;
    header->setSectionResizeMode(AccessModel::MethodColumn,
                                 wrap ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    m_view->setWordWrap(wrap);
    m_view->resizeRowsToContents();
}

bool AccessPatternsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void AccessPatternsPanel::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}
