#include "ui/inputs/sampledatapanel.h"

#include "model/analysis/tablesample.h"
#include "model/edits/projectedits.h"
#include "model/edits/sampleedits.h"
#include "model/rowkey/fielduse.h"
#include "model/sample/csvreader.h"
#include "model/sample/samplegenerator.h"
#include "model/schema/localizedtext.h"
#include "ui/document/document.h"
#include "ui/inputs/csvcolumnchoosers.h"
#include "ui/inputs/generatorform.h"
#include "ui/inputs/generatormodel.h"
#include "ui/properties/propertymodel.h"
#include "ui/window/escapereverts.h"
#include "ui/window/formscrollarea.h"
#include "ui/window/saferebuild.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
constexpr int kFirstRows = 8;

QTableWidget *readOnlyTable()
{
    auto *table = new QTableWidget;
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false); // read only: Tab goes on, the arrows move in it
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
    return table;
}
} // namespace

SampleDataPanel::SampleDataPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new GeneratorModel(this))
    , m_sourceLabel(new QLabel)
    , m_source(new QComboBox)
    , m_rowsLabel(new QLabel)
    , m_rows(new QSpinBox)
    , m_seedLabel(new QLabel)
    , m_seed(new QLineEdit)
    , m_pages(new QStackedWidget)
    , m_view(new QTableView)
    , m_add(new QPushButton)
    , m_remove(new QPushButton)
    , m_accept(new QPushButton)
    , m_form(new GeneratorForm)
    , m_formArea(new FormScrollArea(m_form))
    , m_csvLabel(new QLabel)
    , m_csvPath(new QLineEdit)
    , m_browse(new QPushButton)
    , m_reload(new QPushButton)
    , m_csvInfo(new QLabel)
    , m_csvColumns(new CsvColumnChoosers)
    , m_firstRowsLabel(new QLabel)
    , m_firstRows(readOnlyTable())
    , m_message(new QLabel)
    , m_watcher(new QFileSystemWatcher(this))
{
    setObjectName(QStringLiteral("sampleDataPanel"));
    m_source->setObjectName(QStringLiteral("sampleSource"));
    m_rows->setObjectName(QStringLiteral("sampleRows"));
    m_seed->setObjectName(QStringLiteral("sampleSeed"));
    m_view->setObjectName(QStringLiteral("generatorView"));
    m_add->setObjectName(QStringLiteral("addGenerator"));
    m_remove->setObjectName(QStringLiteral("removeGenerator"));
    m_accept->setObjectName(QStringLiteral("acceptGuess"));
    m_csvPath->setObjectName(QStringLiteral("csvPath"));
    m_firstRows->setObjectName(QStringLiteral("firstRows"));
    m_csvColumns->setObjectName(QStringLiteral("csvColumns"));
    m_message->setObjectName(QStringLiteral("sampleMessage"));
    m_csvInfo->setObjectName(QStringLiteral("csvInfo"));
    m_message->setWordWrap(true);
    m_csvInfo->setWordWrap(true);
    m_csvPath->setReadOnly(true);
    m_rows->setRange(1, int(SampleSettings::kMaxRows));
    m_rows->setSpecialValueText(tr("all rows")); // 0, for a CSV file
    m_rows->setGroupSeparatorShown(true);
    m_rows->setKeyboardTracking(false);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Read only: Tab goes on to the next widget, the arrow keys move between the cells.
    m_view->setTabKeyNavigation(false);
    // The values take the width the other columns leave, cut short when it is not enough (the
    // tooltip and the form show them whole), so that what reads each field stays in sight in a
    // narrow dock (a projector's window) and every row keeps one line.
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(GeneratorModel::SettingsColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_sourceLabel->setBuddy(m_source);
    m_rowsLabel->setBuddy(m_rows);
    m_seedLabel->setBuddy(m_seed);
    m_csvLabel->setBuddy(m_browse);

    auto *top = new QHBoxLayout;
    top->addWidget(m_sourceLabel);
    top->addWidget(m_source, 1);
    top->addWidget(m_rowsLabel);
    top->addWidget(m_rows, 1);
    top->addWidget(m_seedLabel);
    top->addWidget(m_seed, 1);

    // Three columns, for the wide bottom area: the source and its list, the selected generator,
    // the first rows it makes.
    auto *generators = new QWidget;
    auto *generatorsLayout = new QVBoxLayout(generators);
    generatorsLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_accept);
    buttons->addStretch(1);
    generatorsLayout->addWidget(m_view, 1);
    generatorsLayout->addLayout(buttons);

    auto *csv = new QWidget;
    auto *csvLayout = new QVBoxLayout(csv);
    csvLayout->setContentsMargins(0, 0, 0, 0);
    auto *file = new QHBoxLayout;
    file->addWidget(m_csvLabel);
    file->addWidget(m_csvPath, 1);
    file->addWidget(m_browse);
    file->addWidget(m_reload);
    csvLayout->addLayout(file);
    csvLayout->addWidget(m_csvInfo);
    csvLayout->addWidget(m_csvColumns, 1);

    m_pages->addWidget(generators);
    m_pages->addWidget(csv);

    auto *leftPane = new QWidget;
    auto *left = new QVBoxLayout(leftPane);
    left->setContentsMargins(0, 0, 0, 0);
    left->addLayout(top);
    left->addWidget(m_pages, 1);
    left->addWidget(m_message);
    m_formArea->setObjectName(QStringLiteral("generatorFormArea"));
    auto *rightPane = new QWidget;
    auto *right = new QVBoxLayout(rightPane);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(m_firstRowsLabel);
    right->addWidget(m_firstRows, 1);

    // A splitter, so each part can be given room; none shrinks below what it shows.
    auto *splitter = new QSplitter;
    splitter->setObjectName(QStringLiteral("sampleSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(leftPane);
    splitter->addWidget(m_formArea);
    splitter->addWidget(rightPane);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 2);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(m_source, &QComboBox::activated, this, [this](int index) {
        if (index == 1)
            chooseCsvFile();
        else
            useGenerators();
        sync();
    });
    connect(m_rows, &QSpinBox::valueChanged, this, [this](int rows) { setRows(rows); });
    connect(m_seed, &QLineEdit::editingFinished, this, [this] {
        bool ok = false;
        const quint64 seed = m_seed->text().trimmed().toULongLong(&ok);
        if (ok)
            setSeed(seed);
        else
            showMessage(tr("the seed is a whole number from 0 up"));
    });
    // Esc in Rows or Seed drops the typing and shows the project's value again, as in every
    // other field (without it the typed value stayed and the next Tab took it).
    auto *escape = new EscapeReverts(
        [this](QWidget *) {
            const Table *t = m_document->project().findTable(m_table);
            if (!t)
                return;
            const QSignalBlocker blocker(m_rows);
            m_rows->setValue(int(std::min<qint64>(t->sample.rows, SampleSettings::kMaxRows)));
            m_rows->setValue(m_rows->value()); // shown again even when the value is the same
            m_seed->setText(QString::number(t->sample.seed));
        },
        this);
    escape->watch(m_rows);
    escape->watch(m_seed);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SampleDataPanel::showSelected);
    connect(m_add, &QPushButton::clicked, this,
            [this] { addGenerator(m_model->fieldAt(m_view->currentIndex().row())); });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { removeGenerator(m_model->fieldAt(m_view->currentIndex().row())); });
    connect(m_accept, &QPushButton::clicked, this,
            [this] { acceptGuess(m_model->fieldAt(m_view->currentIndex().row())); });
    connect(m_form, &GeneratorForm::edited, this, &SampleDataPanel::setGenerator);
    connect(m_csvColumns, &CsvColumnChoosers::chosen, this, &SampleDataPanel::setCsvColumn);
    connect(m_form, &GeneratorForm::invalid, this, &SampleDataPanel::showMessage);
    connect(m_browse, &QPushButton::clicked, this, &SampleDataPanel::chooseCsvFile);
    connect(m_reload, &QPushButton::clicked, this, [this] {
        sync();
        emit csvFileChanged();
    });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        m_watcher->removePath(path); // editors that replace the file: watch the new one
        watch(path);
        sync();
        emit csvFileChanged();
    });
    connect(document, &Document::changed, this, &SampleDataPanel::sync);
    connect(document, &Document::selectionChanged, this, &SampleDataPanel::sync);
    retranslate();
    sync();
}

QTableWidget *SampleDataPanel::csvColumns() const
{
    return m_csvColumns;
}

QString SampleDataPanel::message() const
{
    return m_message->text();
}

void SampleDataPanel::selectField(const QString &field)
{
    m_view->setCurrentIndex(m_model->index(m_model->rowOf(field), 0));
}

bool SampleDataPanel::setGenerator(const QString &field, const FieldGenerator &generator)
{
    QString error;
    m_renamingTo = generator.field;
    const bool done = m_document->edit(
        tr("Edit Sample Generator"),
        [&](Project *p, QString *e) {
            return SampleEdits::setGenerator(p, m_table, field, generator, e);
        },
        &error);
    m_renamingTo.clear();
    showMessage(error);
    if (done)
        selectField(generator.field);
    else
        showSelected(); // back to what the project holds
    return done;
}

bool SampleDataPanel::addGenerator(const QString &field)
{
    if (field.isEmpty())
        return false;
    const bool done = m_document->edit(tr("Add Sample Generator"), [&](Project *p, QString *) {
        Table *t = ProjectEdits::tableOf(p, m_table);
        if (!t || !SampleEdits::missingFields(*t).contains(field))
            return false;
        t->sample.generators.append(SampleEdits::guess(*t, field));
        return true;
    });
    if (done)
        selectField(field);
    return done;
}

bool SampleDataPanel::removeGenerator(const QString &field)
{
    QString error;
    const bool done = m_document->edit(
        tr("Remove Sample Generator"),
        [&](Project *p, QString *e) { return SampleEdits::removeGenerator(p, m_table, field, e); },
        &error);
    showMessage(error);
    return done;
}

bool SampleDataPanel::acceptGuess(const QString &field)
{
    const Table *t = m_document->project().findTable(m_table);
    if (!t)
        return false;
    for (const FieldGenerator &g : t->sample.generators) {
        if (g.field == field && g.guessed)
            return m_document->edit(tr("Accept Guessed Generator"), [&](Project *p, QString *e) {
                return SampleEdits::setGenerator(p, m_table, field, g, e);
            });
    }
    return false;
}

bool SampleDataPanel::useCsvFile(const QString &path)
{
    const Table *t = m_document->project().findTable(m_table);
    if (!t)
        return false;
    // Read it whole, as the sample will, before taking it: a file that cannot be read leaves the
    // sample as it was.
    const CsvReader::Result read = CsvReader::readSample(path, SampleSettings::kAllRows);
    if (!read.ok()) {
        showMessage(read.error);
        return false;
    }
    const QString projectFile = m_document->filePath();
    const QString stored = projectFile.isEmpty()
                               ? QFileInfo(path).absoluteFilePath()
                               : QFileInfo(projectFile).absoluteDir().relativeFilePath(path);
    showMessage({});
    return m_document->edit(tr("Use CSV Sample"), [&](Project *p, QString *) {
        Table *table = ProjectEdits::tableOf(p, m_table);
        if (!table)
            return false;
        table->sample.csvFile = stored;
        table->sample.rows = SampleSettings::kAllRows; // every row unless the user caps it
        return true;
    });
}

bool SampleDataPanel::useGenerators()
{
    return m_document->edit(tr("Use Sample Generators"), [&](Project *p, QString *) {
        Table *table = ProjectEdits::tableOf(p, m_table);
        if (!table)
            return false;
        table->sample.csvFile.clear();
        if (table->sample.rows == SampleSettings::kAllRows)
            table->sample.rows = SampleSettings::kDefaultRows;
        SampleEdits::addGuessedGenerators(table);
        return true;
    });
}

bool SampleDataPanel::setCsvColumn(const QString &field, const QString &column)
{
    QString error;
    const bool done = m_document->edit(
        tr("Map CSV Column"),
        [&](Project *p, QString *e) {
            return SampleEdits::setCsvColumn(p, m_table, field, column, e);
        },
        &error);
    showMessage(error);
    return done;
}

bool SampleDataPanel::setRows(qint64 rows)
{
    QString error;
    const bool done =
        editProperty(m_document, tr("Change Sample Rows"), m_table, QStringLiteral("sample.rows"),
                     QString::number(rows), &error, QStringLiteral("sample.rows/") + m_table);
    showMessage(error);
    return done;
}

bool SampleDataPanel::setSeed(quint64 seed)
{
    QString error;
    const bool done = editProperty(m_document, tr("Change Sample Seed"), m_table,
                                   QStringLiteral("sample.seed"), QString::number(seed), &error);
    showMessage(error);
    return done;
}

void SampleDataPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SampleDataPanel::retranslate()
{
    m_sourceLabel->setText(tr("S&ource:"));
    {
        const QSignalBlocker blocker(m_source);
        const int current = m_source->currentIndex();
        m_source->clear();
        m_source->addItems({tr("Generators"), tr("CSV file")});
        m_source->setCurrentIndex(current);
    }
    m_source->setToolTip(tr("Where the sample rows come from: generators that make them "
                            "reproducibly, or real rows from a CSV file with a header"));
    m_rowsLabel->setText(tr("Ro&ws:"));
    m_rows->setToolTip(tr("How many sample rows the preview and the rules measure"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("The random seed; the same seed gives the same rows"));
    m_add->setText(tr("Add Generator"));
    m_add->setToolTip(tr("Give the selected field, which the design reads, a generator"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected generator"));
    m_accept->setText(tr("A&ccept Guess"));
    m_accept->setToolTip(tr("Keep the guessed generator as it is and state it: findings measured "
                            "on it no longer say they rest on a guess"));
    m_csvLabel->setText(tr("CSV file:"));
    m_browse->setText(tr("Browse..."));
    m_reload->setText(tr("Reload"));
    m_reload->setToolTip(tr("Read the CSV file again"));
    m_firstRowsLabel->setText(tr("First rows:"));
    showMessage({}); // a message of the old language would stay untranslated
    m_model->retranslate();
    sync();
}

QString SampleDataPanel::csvPath(const QString &stored) const
{
    const QString projectFile = m_document->filePath();
    const QDir base =
        projectFile.isEmpty() ? QDir::current() : QFileInfo(projectFile).absoluteDir();
    return QDir::cleanPath(base.filePath(stored));
}

void SampleDataPanel::sync()
{
    const QString table = m_document->selectedTable();
    const Table *t = m_document->project().findTable(table);
    const QString selected = table != m_table ? QString()
                             : !m_renamingTo.isEmpty()
                                 ? m_renamingTo
                                 : m_model->fieldAt(m_view->currentIndex().row());
    m_table = table;
    setEnabled(t != nullptr);
    m_model->setTable(t);
    if (!t) {
        m_form->clear();
        clearFirstRows();
        m_seed->clear();
        const QSignalBlocker blocker(m_rows);
        m_rows->setValue(int(SampleSettings{}.rows)); // what a new table starts with
        watch({});
        return;
    }
    {
        const QSignalBlocker b1(m_source), b2(m_rows);
        const bool csv = !t->sample.csvFile.isEmpty();
        m_source->setCurrentIndex(csv ? 1 : 0);
        m_pages->setCurrentIndex(csv ? 1 : 0);
        m_rows->setMinimum(csv ? int(SampleSettings::kAllRows) : 1);
        m_formArea->setVisible(!csv);
        m_rows->setValue(int(std::min<qint64>(t->sample.rows, SampleSettings::kMaxRows)));
        m_seed->setText(QString::number(t->sample.seed));
    }
    const int row = m_model->rowOf(selected);
    m_view->setCurrentIndex(m_model->index(row >= 0 ? row : 0, 0));
    showSelected();
    showCsv(t->sample);
    showFirstRows();
    watch(t->sample.csvFile.isEmpty() ? QString() : csvPath(t->sample.csvFile));
}

void SampleDataPanel::showSelected()
{
    const int row = m_view->currentIndex().row();
    const Table *t = m_document->project().findTable(m_table);
    const GeneratorModel::State state = m_model->stateAt(row);
    SafeRebuild::enable(m_add, row >= 0 && state == GeneratorModel::State::Missing, m_view);
    SafeRebuild::enable(m_remove, row >= 0 && state != GeneratorModel::State::Missing, m_view);
    SafeRebuild::enable(m_accept, row >= 0 && state == GeneratorModel::State::Guessed, m_view);
    const QString field = m_model->fieldAt(row);
    if (t) {
        for (const FieldGenerator &g : t->sample.generators) {
            if (g.field == field) {
                m_form->setGenerator(g, m_model->spanAt(row));
                return;
            }
        }
    }
    m_form->clear();
}

void SampleDataPanel::clearFirstRows()
{
    // Not only the cells: the last table's columns and empty rows would stay.
    m_firstRows->clear();
    m_firstRows->setRowCount(0);
    m_firstRows->setColumnCount(0);
}

void SampleDataPanel::showFirstRows()
{
    clearFirstRows();
    const Table *t = m_document->project().findTable(m_table);
    if (!t)
        return;
    TableSample::Rows first;
    if (t->sample.csvFile.isEmpty()) {
        SampleGenerator::Result made =
            SampleGenerator::generate(t->sample.generators, kFirstRows, t->sample.seed);
        first.rows = std::move(made.rows);
        first.error = made.error;
    } else {
        first = TableSample::csvRows(t->sample, csvPath(t->sample.csvFile), kFirstRows);
    }
    if (!first.ok()) {
        showMessage(first.error);
        return;
    }
    m_firstRows->setColumnCount(int(first.rows.fields.size()));
    m_firstRows->setRowCount(int(first.rows.rowCount()));
    m_firstRows->setHorizontalHeaderLabels(first.rows.fields);
    for (int c = 0; c < first.rows.fields.size(); ++c) {
        for (int r = 0; r < first.rows.rowCount(); ++r)
            m_firstRows->setItem(r, c,
                                 new QTableWidgetItem(QString::fromUtf8(
                                     first.rows.columns[std::size_t(c)].key(std::size_t(r)))));
    }
}

void SampleDataPanel::showCsv(const SampleSettings &sample)
{
    m_csvPath->setText(QDir::toNativeSeparators(sample.csvFile));
    m_reload->setEnabled(!sample.csvFile.isEmpty());
    if (sample.csvFile.isEmpty()) {
        m_csvColumns->showChoices({}, {}, sample.csvColumns);
        m_csvInfo->setText(tr("Choose a CSV file with a header line; each column is a field."));
        return;
    }
    const CsvReader::Result head = CsvReader::readSample(csvPath(sample.csvFile), 1);
    if (!head.ok()) {
        m_csvColumns->showChoices({}, {}, sample.csvColumns);
        m_csvInfo->setText(head.error);
        return;
    }
    const QStringList columns = head.rows.fields;
    // Counting reads the whole file: once for each version of it, not on every edit.
    const QFileInfo info(csvPath(sample.csvFile));
    const QString stamp = info.absoluteFilePath() + u'|' + QString::number(info.size()) + u'|' +
                          QString::number(info.lastModified().toMSecsSinceEpoch());
    if (stamp != m_countedStamp) {
        QString error;
        m_counted = CsvReader::countRecords(info.absoluteFilePath(), &error);
        m_countedStamp = stamp;
    }
    const qint64 records = m_counted;
    m_csvInfo->setText(
        tr("%1 rows; columns: %2").arg(QLocale().toString(records), joinList(columns)));
    if (records > sample.rows)
        m_csvInfo->setText(m_csvInfo->text() + u' ' +
                           tr("(the preview reads the first %1: Rows above)")
                               .arg(QLocale().toString(sample.rows)));
    const Table *t = m_document->project().findTable(m_table);
    m_csvColumns->showChoices(t ? FieldUse::usedFields(*t) : QStringList(), columns,
                              sample.csvColumns);
}

void SampleDataPanel::watch(const QString &path)
{
    if (!m_watcher->files().isEmpty() && m_watcher->files() != QStringList{path})
        m_watcher->removePaths(m_watcher->files());
    if (!path.isEmpty() && QFileInfo::exists(path) && !m_watcher->files().contains(path))
        m_watcher->addPath(path);
}

void SampleDataPanel::chooseCsvFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose Sample Rows"),
        m_document->filePath().isEmpty() ? QDir::currentPath()
                                         : QFileInfo(m_document->filePath()).absolutePath(),
        tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        useCsvFile(path);
}

void SampleDataPanel::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}
