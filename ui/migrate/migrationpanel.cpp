#include "ui/migrate/migrationpanel.h"

#include "model/io/savefile.h"
#include "ui/document/document.h"
#include "ui/files/importdialog.h"
#include "ui/migrate/changesmodel.h"
#include "ui/script/scriptoptions.h"
#include "ui/script/scriptpreview.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// What reading the deployed version warned about, a line each: FILE:LINE: message.
QString places(const QList<ImportMessage> &messages)
{
    QStringList lines;
    for (const ImportMessage &m : messages)
        lines.append(m.place());
    return lines.join(u'\n');
}

// Where the last deployed version compared with was, for the next Compare With.
const QString kLastDirectoryKey = QStringLiteral("compareWith/lastDirectory");

constexpr ChangeRisk kRisks[] = {ChangeRisk::Safe, ChangeRisk::RewritesStoreFiles,
                                 ChangeRisk::RemovesData, ChangeRisk::NotPossibleWithAlter};

QString commentLines(const QStringList &lines, const QString &indent = {})
{
    QString out;
    for (const QString &line : lines)
        out += QStringLiteral("# ") + indent + line + u'\n';
    return out;
}

} // namespace

MigrationPanel::MigrationPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_compareAction(new QAction(this))
    , m_saveAction(new QAction(this))
    , m_heading(new QLabel)
    , m_compare(new QPushButton)
    , m_clear(new QPushButton)
    , m_dialectLabel(new QLabel)
    , m_dialect(new QComboBox)
    , m_offline(new QCheckBox)
    , m_allowDataLoss(new QCheckBox)
    , m_copy(new QPushButton)
    , m_save(new QPushButton)
    , m_changes(new ChangesModel(this))
    , m_view(new QTableView)
    , m_verdict(new QLabel)
    , m_preview(new ScriptPreview)
{
    setObjectName(QStringLiteral("migrationPanel"));
    m_heading->setObjectName(QStringLiteral("migrationHeading"));
    m_verdict->setObjectName(QStringLiteral("migrationVerdict"));
    m_view->setObjectName(QStringLiteral("migrationChanges"));
    m_preview->setObjectName(QStringLiteral("migrationScript"));
    m_dialect->setObjectName(QStringLiteral("migrationDialect"));
    m_offline->setObjectName(QStringLiteral("migrationOffline"));
    m_allowDataLoss->setObjectName(QStringLiteral("migrationAllowDataLoss"));
    m_clear->setObjectName(QStringLiteral("migrationClear"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    // A long path or message never widens the window.
    m_heading->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_dialectLabel->setBuddy(m_dialect);
    // Its width follows its texts, also after the language changes.
    m_dialect->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_compareAction->setIcon(QIcon(QStringLiteral(":/icons/document-open.svg")));
    m_saveAction->setIcon(QIcon(QStringLiteral(":/icons/document-save.svg")));
    m_compare->setIcon(m_compareAction->icon());
    m_copy->setIcon(QIcon(QStringLiteral(":/icons/edit-copy.svg")));
    m_save->setIcon(m_saveAction->icon());

    m_view->setModel(m_changes);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Read only: Tab goes on to the next widget, the arrow keys move between the cells.
    m_view->setTabKeyNavigation(false);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight); // the tooltip has the message whole
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_view->setIconSize(QSize(icon, icon));
    // Compact rows: one line each (the tooltip has a message whole), so that a projector's short
    // tab still shows several changes above the script.
    m_view->verticalHeader()->setDefaultSectionSize(std::max(fontMetrics().height(), icon) + 6);
    // Risk and Object fit their contents, but never narrower than a risk's name and a family's
    // path: with nothing compared the headers alone would squeeze them (fitColumns).
    m_view->horizontalHeader()->setSectionResizeMode(ChangesModel::RiskColumn,
                                                     QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(ChangesModel::ObjectColumn,
                                                     QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_compare);
    bar->addWidget(m_clear);
    bar->addSpacing(12);
    bar->addWidget(m_dialectLabel);
    bar->addWidget(m_dialect);
    bar->addWidget(m_offline);
    bar->addWidget(m_allowDataLoss);
    bar->addStretch(1);

    // The legend: what each risk's icon means, the same words as the list's tooltips.
    auto *legend = new QHBoxLayout;
    for (const ChangeRisk risk : kRisks) {
        auto *iconLabel = new QLabel;
        iconLabel->setPixmap(ChangesModel::icon(risk).pixmap(icon, icon));
        auto *name = new QLabel;
        legend->addWidget(iconLabel);
        legend->addWidget(name);
        legend->addSpacing(10);
        m_legend.append(std::pair{iconLabel, name});
    }
    legend->addStretch(1);

    auto *listPage = new QWidget;
    auto *listLayout = new QVBoxLayout(listPage);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_view, 1);
    listLayout->addLayout(legend);
    auto *scriptPage = new QWidget;
    auto *scriptLayout = new QVBoxLayout(scriptPage);
    scriptLayout->setContentsMargins(0, 0, 0, 0);
    // Copy and Save As beside the verdict, above the script they act on: the row of options
    // above stays narrow enough for a projector's centre beside the lesson column.
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdict, 1);
    verdictRow->addWidget(m_copy, 0, Qt::AlignBottom);
    verdictRow->addWidget(m_save, 0, Qt::AlignBottom);
    scriptLayout->addLayout(verdictRow);
    scriptLayout->addWidget(m_preview, 1);
    auto *split = m_split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("migrationSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(listPage);
    split->addWidget(scriptPage);
    // The script is what is read and saved: it takes most of the height, the list a few rows.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             2 * m_view->verticalHeader()->defaultSectionSize());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_heading);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_compareAction, &QAction::triggered, this, &MigrationPanel::compareWithDialog);
    connect(m_compare, &QPushButton::clicked, this, &MigrationPanel::compareWithDialog);
    connect(m_clear, &QPushButton::clicked, this, &MigrationPanel::clearComparison);
    connect(m_saveAction, &QAction::triggered, this, &MigrationPanel::saveWithDialog);
    connect(m_save, &QPushButton::clicked, this, &MigrationPanel::saveWithDialog);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_preview->toPlainText()); });
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &MigrationPanel::refresh);
    connect(m_offline, &QCheckBox::toggled, this, &MigrationPanel::refresh);
    connect(m_allowDataLoss, &QCheckBox::toggled, this, &MigrationPanel::refresh);
    connect(document, &Document::changed, this, &MigrationPanel::documentChanged);
    // The script's header names the project's file.
    connect(document, &Document::fileStateChanged, this, &MigrationPanel::documentChanged);
    // The compared version belongs to the project it was compared with.
    connect(document, &Document::replaced, this, &MigrationPanel::clearComparison);
    retranslate();
}

MigrationPanel::~MigrationPanel() = default;

void MigrationPanel::retranslate()
{
    ScriptOptions::fillDialects(m_dialect);
    m_compareAction->setText(tr("&Compare With..."));
    m_compareAction->setStatusTip(tr("Pick the deployed version (a project file, describe output "
                                     "or a shell script) and see what changes from it"));
    m_saveAction->setText(tr("Save &Migration Script..."));
    m_saveAction->setStatusTip(tr("Write the alter script that turns the compared version into "
                                  "this design"));
    m_compare->setText(tr("Compare With..."));
    m_compare->setToolTip(m_compareAction->statusTip());
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Stop comparing: forget the deployed version"));
    m_dialectLabel->setText(tr("Dialect:"));
    m_dialect->setToolTip(tr("The HBase release the script is written for"));
    m_offline->setText(tr("Offline"));
    m_offline->setToolTip(tr("Disable each altered table for its alter and enable it again "
                             "(--offline)"));
    m_allowDataLoss->setText(tr("Allow data loss"));
    m_allowDataLoss->setToolTip(tr("Also write the changes that remove data: dropped tables and "
                                   "families, fewer versions, a shorter TTL (--allow-data-loss)"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the migration script to the clipboard"));
    m_save->setText(tr("Save As..."));
    m_save->setToolTip(m_saveAction->statusTip());
    for (qsizetype i = 0; i < m_legend.size(); ++i) {
        const auto &[iconLabel, name] = m_legend[i];
        name->setText(ChangesModel::name(kRisks[i]));
        name->setToolTip(ChangesModel::meaning(kRisks[i]));
        iconLabel->setToolTip(name->toolTip());
    }
    m_changes->retranslate();
    fitColumns();
    m_stale = true;
    refresh(); // the changes' messages and the script's comments are in the interface's language
}

void MigrationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MigrationPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
    sizeSplitOnce();
}

void MigrationPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    sizeSplitOnce();
}

void MigrationPanel::sizeSplitOnce()
{
    // Once, when the tab first has its height: a third for the list, the rest for the script
    // (the splitter would share by size hints, leaving the script a few lines on a projector).
    const int height = m_split->height();
    if (!m_splitSized && isVisible() && height > 150) {
        m_split->setSizes({height / 3, height - height / 3});
        m_splitSized = true;
    }
}

void MigrationPanel::documentChanged()
{
    // Diffing computes split keys: done while the tab is in sight, else when it comes into it.
    m_stale = true;
    if (isVisible())
        refresh();
    else
        m_saveAction->setEnabled(m_target.has_value());
}

bool MigrationPanel::compareWith(const QString &path, QString *error)
{
    std::optional<DeployedVersion> target = DeployedVersion::read(path, error);
    if (!target)
        return false;
    m_target = std::move(target);
    m_savedName.clear();
    QSettings().setValue(kLastDirectoryKey, QFileInfo(path).absolutePath());
    m_allowDataLoss->setChecked(false); // a new comparison asks again
    m_stale = true;
    refresh();
    emit compared();
    return true;
}

void MigrationPanel::fitColumns()
{
    const QFontMetrics metrics = m_view->fontMetrics();
    const int icon = m_view->iconSize().width();
    int risk = 0;
    for (const ChangeRisk r : {ChangeRisk::Safe, ChangeRisk::RewritesStoreFiles,
                               ChangeRisk::RemovesData, ChangeRisk::NotPossibleWithAlter})
        risk = std::max(risk, metrics.horizontalAdvance(ChangesModel::name(r)));
    // A family's path of a namespaced table, as the examples name them.
    const int object = metrics.horizontalAdvance(QStringLiteral("MOMO_CHAT:MSG_BY_TIME/C1"));
    const int padding = 2 * metrics.horizontalAdvance(u'M');
    // The widest of the contents, the header and the minimum, set only when it differs: a
    // column resized on every refresh would lay the window out on every edit.
    const auto fit = [this](int column, int minimum) {
        const int width =
            std::max({static_cast<const QAbstractItemView *>(m_view)->sizeHintForColumn(column),
                      m_view->horizontalHeader()->sectionSizeHint(column), minimum});
        if (m_view->columnWidth(column) != width)
            m_view->setColumnWidth(column, width);
    };
    fit(ChangesModel::RiskColumn, risk + icon + padding);
    fit(ChangesModel::ObjectColumn, object + padding);
}

QString MigrationPanel::compareFailure(const QString &path, const QString &error)
{
    return tr("Nothing was compared: %1 cannot be read.")
               .arg(QDir::toNativeSeparators(QFileInfo(path).fileName())) +
           QStringLiteral("\n\n") + error;
}

bool MigrationPanel::compareWithDialog()
{
    // The folder of the last deployed version compared, else the project's, else home.
    // For an untitled (imported) project, the folder its files were imported from.
    const QSettings settings;
    const QString last = settings.value(kLastDirectoryKey).toString();
    const QString imported = settings.value(ImportDialog::lastDirectoryKey()).toString();
    const QString directory =
        m_target                                     ? QFileInfo(m_target->path).absolutePath()
        : !last.isEmpty() && QFileInfo(last).isDir() ? last
        : !m_document->filePath().isEmpty() ? QFileInfo(m_document->filePath()).absolutePath()
        : !imported.isEmpty() && QFileInfo(imported).isDir() ? imported
                                                             : QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare With the Deployed Version"),
                                                      directory, ImportDialog::fileFilter());
    if (path.isEmpty())
        return false;
    QString error;
    if (!compareWith(path, &error)) {
        QMessageBox::warning(this, tr("Cannot Compare"), compareFailure(path, error));
        return false;
    }
    emit statusMessage(tr("Compared with %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MigrationPanel::clearComparison()
{
    // Data loss is allowed for one comparison at a time, never carried over to the next.
    m_allowDataLoss->setChecked(false);
    m_target.reset();
    m_savedName.clear();
    m_stale = true;
    refresh();
}

MigrateOptions MigrationPanel::options(const QString &scriptName) const
{
    MigrateOptions options;
    options.dialect = ScriptOptions::chosenDialect(m_dialect);
    options.offline = m_offline->isChecked();
    options.allowDataLoss = m_allowDataLoss->isChecked();
    options.scriptName = scriptName;
    options.oldName = m_target->path;
    const QString file = m_document->filePath();
    // An untitled design has no file yet: the header must not name one that may be another.
    options.newName =
        file.isEmpty() ? tr("the unsaved project \"%1\"").arg(m_document->baseName()) : file;
    options.directories.oldDirectory = QFileInfo(m_target->path).absolutePath();
    options.directories.newDirectory = file.isEmpty() ? QString() : QFileInfo(file).absolutePath();
    m_target->applyTo(options.directories);
    return options;
}

QString MigrationPanel::suggestedScriptName() const
{
    // The name it was last saved under, which the script's header then names.
    return m_savedName.isEmpty() ? m_document->baseName() + QStringLiteral("-alter.rb")
                                 : m_savedName;
}

const MigrationScript &MigrationPanel::result()
{
    if (m_stale)
        refresh();
    return m_result;
}

void MigrationPanel::refresh()
{
    m_stale = false;
    m_result =
        m_target ? migrate(m_target->project, m_document->project(), options(suggestedScriptName()))
                 : MigrationScript{};
    showResult();
}

void MigrationPanel::showResult()
{
    const bool compared = m_target.has_value();
    m_clear->setEnabled(compared);
    m_changes->setChanges(changesByRisk(m_result.diff.changes));
    fitColumns();
    const bool writable = compared && !m_result.script.isEmpty();
    m_copy->setEnabled(writable);
    m_save->setEnabled(writable);
    m_saveAction->setEnabled(writable);
    if (!compared) {
        m_heading->setText(tr("Nothing is compared. File > Compare With... picks the deployed "
                              "version (a project file, describe output or a shell script); this "
                              "tab then lists what changes from it to this design, with each "
                              "change's risk, and the alter script that makes the changes."));
        m_verdict->setText(tr("No deployed version to compare with."));
        m_preview->setProblems(tr("No migration: nothing is compared."), {});
        return;
    }
    const SchemaDiff &diff = m_result.diff;
    QStringList counts;
    for (const ChangeRisk risk : kRisks) {
        if (const int n = int(diff.withRisk(risk).size()))
            counts.append(tr("%1: %2").arg(ChangesModel::name(risk)).arg(n));
    }
    // The file's name; its whole path and what reading it warned about are in the tooltip.
    QString heading = tr("Compared with %1: %n change(s)", nullptr, int(diff.changes.size()))
                          .arg(QFileInfo(m_target->path).fileName());
    if (!counts.isEmpty())
        heading += tr(" (%1)").arg(counts.join(tr(", ")));
    heading += tr(".", "The end of the heading's first sentence");
    // One or two lines, so that a projector's short tab keeps rows for the changes: what the
    // comparison leaves out is in the tooltip and in the script's header.
    const QStringList notes = m_target->notes();
    const auto append = [&heading](const QString &sentence) {
        // Chinese sentences follow one another without a blank.
        heading += (heading.endsWith(u'\u3002') ? QString() : QStringLiteral(" ")) + sentence;
    };
    if (!notes.isEmpty())
        append(tr("What it leaves out: see the tooltip or the script's header."));
    if (!m_target->warnings.isEmpty())
        append(tr("Reading it gave %n warning(s) (in the tooltip).", nullptr,
                  int(m_target->warnings.size())));
    m_heading->setText(heading);
    QStringList tip{QDir::toNativeSeparators(m_target->path)};
    tip += notes;
    if (!m_target->warnings.isEmpty())
        tip.append(places(m_target->warnings));
    m_heading->setToolTip(tip.join(u'\n'));

    if (!m_result.errors.isEmpty()) {
        m_verdict->setText(tr("Nothing can be written: HBase would refuse the design."));
        m_preview->setProblems(tr("Nothing can be migrated until these are fixed:"),
                               m_result.errors);
        return;
    }
    const QStringList plan = m_result.plan;
    if (m_result.script.isEmpty()) {
        // Refused for data loss: the changes that remove data, and any plan, as comments.
        QStringList losses;
        for (const SchemaChange &c : m_result.refused)
            losses.append(c.path + QStringLiteral(": ") + c.message);
        m_verdict->setText(tr("Nothing written: %n change(s) remove data. Tick Allow data loss "
                              "to write them.",
                              nullptr, int(losses.size())));
        QString text = QStringLiteral("# ") + tr("These changes remove data:") + u'\n' +
                       commentLines(losses, QStringLiteral("  "));
        if (!plan.isEmpty())
            text += QStringLiteral("#\n") + commentLines(plan);
        m_preview->setScript(text);
        return;
    }
    if (!m_result.refused.isEmpty()) {
        QStringList tables;
        for (const SchemaChange &c : m_result.refused) {
            const QString table = c.path.section(u'#', 0, 0).section(u'/', 0, 0);
            if (!tables.contains(table))
                tables.append(table);
        }
        m_verdict->setText(tr("Needs a migration plan: %1. No shell command can make these "
                              "changes, so the script holds the plan in comments and no command "
                              "for them; every other change is written as a command.")
                               .arg(tables.join(tr(", "))));
    } else if (diff.isEmpty()) {
        m_verdict->setText(tr("No change: both create the same schema."));
    } else {
        m_verdict->setText(tr("The script makes every change."));
    }
    m_preview->setScript(QString::fromUtf8(m_result.script));
}

bool MigrationPanel::saveTo(const QString &path, QString *error)
{
    if (!m_target) {
        *error = tr("Nothing is compared: File > Compare With... picks the deployed version.");
        return false;
    }
    const MigrationScript written =
        migrate(m_target->project, m_document->project(), options(QFileInfo(path).fileName()));
    if (written.script.isEmpty()) {
        QStringList why = written.errors;
        for (const SchemaChange &c : written.refused)
            why.append(c.path + QStringLiteral(": ") + c.message);
        *error = tr("Nothing to save:") + u'\n' + why.join(u'\n');
        return false;
    }
    if (!writeFileAtomically(path, written.script, error))
        return false;
    m_savedName = QFileInfo(path).fileName();
    refresh(); // the header names the file as saved
    return true;
}

void MigrationPanel::saveWithDialog()
{
    if (result().script.isEmpty()) {
        // The menu item stays enabled while the tab is out of sight: say why nothing is saved.
        QMessageBox::information(this, tr("Cannot Save Migration Script"), m_verdict->text());
        return;
    }
    if (m_guard && !m_guard())
        return;
    // An untitled (imported) project saves beside the deployed version it is compared with.
    const QString path =
        ScriptOptions::askSavePath(this, tr("Save Migration Script"), m_document->filePath(),
                                   suggestedScriptName(), QFileInfo(m_target->path).absolutePath());
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, tr("Cannot Save Migration Script"), error);
        return;
    }
    if (!m_result.plan.isEmpty())
        emit statusMessage(tr("Saved %1: it holds a migration plan, which it does not carry out")
                               .arg(QDir::toNativeSeparators(path)));
    else
        emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}
